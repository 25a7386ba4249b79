import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { differingPages } from './differing-pages';

describe('differingPages', () => {
  it('names the pages whose content, presence or name differs', () => {
    const base = sampleDocument();
    const mine = produce(base, (doc) => {
      doc.pages[1].ast.data.title = '早上好';
    });
    const theirs = produce(structuredClone(base), (doc) => {
      doc.pages.push({ ...doc.pages[1], id: 'nav', name: '导航页', type: 'NAVIGATION' });
    });
    expect(differingPages(mine, theirs).map((page) => page.id)).toEqual(['sleep', 'nav']);
    expect(differingPages(base, structuredClone(base))).toEqual([]);
  });
});
