import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { indexPage } from '../node-index';
import { findNode, locateForEdit } from './find';
import { card, sampleDocument } from './test-fixtures';

describe('findNode', () => {
  it('finds a node with its parent, index, path and page', () => {
    const found = findNode(sampleDocument(), 'card-2')!;
    expect(found.node.id).toBe('card-2');
    expect(found.parent?.id).toBe('content');
    expect(found.index).toBe(1);
    expect(found.path).toEqual([1, 1]);
    expect(found.page.id).toBe('main');
  });

  it('finds page roots (no parent) and nodes on other pages', () => {
    expect(findNode(sampleDocument(), 'root')).toMatchObject({ parent: null, index: 0, path: [] });
    expect(findNode(sampleDocument(), 'awake')).toMatchObject({ pageIndex: 1, index: 0 });
    expect(findNode(sampleDocument(), 'nope')).toBeUndefined();
  });

  it('sees changes made earlier in the same draft', () => {
    produce(sampleDocument(), (draft) => {
      draft.pages[0].ast.children[1].children.unshift(card('early'));
      expect(findNode(draft, 'card-2')!.index).toBe(2);
      expect(locateForEdit(draft, 'early').node.id).toBe('early');
    });
  });

  it('indexes a page of 1,000 modules once and reuses the index until that page changes', () => {
    const doc = produce(sampleDocument(), (draft) => {
      const content = draft.pages[0].ast.children[1];
      for (let i = 0; i < 1000; i += 1) content.children.push(card(`bulk-${i}`));
    });
    const mainIndex = indexPage(doc.pages[0].ast);
    for (let i = 0; i < 1000; i += 1) expect(findNode(doc, `bulk-${i}`)!.index).toBe(i + 3);
    expect(indexPage(doc.pages[0].ast)).toBe(mainIndex);

    const sleepEdited = produce(doc, (draft) => {
      draft.pages[1].ast.data.title = '早上好';
    });
    expect(indexPage(sleepEdited.pages[0].ast)).toBe(mainIndex);
  });
});
