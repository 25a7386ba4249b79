import { describe, expect, it } from 'vitest';
import { createStartingDocument } from '../../shared/screen/templates/starting-document';
import { documentIn } from './load-player';

const released = () =>
  createStartingDocument({ screenSize: { width: 1920, height: 1080 }, templateId: 'party-hmain-page-2' });

describe('player document', () => {
  it('finds the document as such, in the API envelope, or as stored JSON text', () => {
    const doc = released();
    expect(documentIn(doc)?.pages[0].ast.tag).toBe('hmain-page-2');
    expect(documentIn({ status: 0, message: '', data: doc })?.pages).toHaveLength(2);
    expect(
      documentIn({ status: 0, data: { id: 7, content: JSON.stringify(doc) } })?.global.screenSize.width,
    ).toBe(1920);
  });

  it('finds nothing in anything else', () => {
    expect(documentIn({ status: -1, message: '未发布' })).toBeNull();
    expect(documentIn({ data: { content: '{broken' } })).toBeNull();
    expect(documentIn(null)).toBeNull();
  });
});
