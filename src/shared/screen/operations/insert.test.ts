import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from './find';
import { canInsert, insertNode } from './insert';
import { card, childIds, node, sampleDocument } from './test-fixtures';

describe('insertNode', () => {
  it('inserts at the given index and appends by default', () => {
    const doc = sampleDocument();
    const next = produce(doc, (draft) => {
      insertNode(draft, { parentId: 'content', index: 1 }, card('new-1'));
      insertNode(draft, { parentId: 'content' }, card('new-2'));
    });
    expect(childIds(findNode(next, 'content')!.node)).toEqual([
      'card-1',
      'new-1',
      'card-2',
      'card-3',
      'new-2',
    ]);
    expect(childIds(findNode(doc, 'content')!.node)).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('clamps an index past the end', () => {
    const next = produce(sampleDocument(), (draft) =>
      insertNode(draft, { parentId: 'drawer', index: 99 }, card('x')),
    );
    expect(childIds(findNode(next, 'drawer')!.node)).toEqual(['card-4', 'x']);
  });

  it('refuses a parent that does not take the tag, naming the element in Chinese', () => {
    expect(() =>
      produce(sampleDocument(), (draft) => insertNode(draft, { parentId: 'card-1' }, card('x'))),
    ).toThrow('这里不能放置功能卡片');
    expect(canInsert(sampleDocument(), 'content', 'rb-feature-card')).toBe(true);
    expect(canInsert(sampleDocument(), 'sleep-root', 'rb-feature-card')).toBe(false);
    expect(canInsert(sampleDocument(), 'missing', 'rb-feature-card')).toBe(false);
  });

  it('refuses ids already in the document, anywhere in the inserted subtree', () => {
    const subtree = node('fresh', 'rb-feature-card', [card('card-2')]);
    expect(() =>
      produce(sampleDocument(), (draft) => insertNode(draft, { parentId: 'content' }, subtree)),
    ).toThrow('元素编号重复：card-2');
  });

  it('refuses an unknown parent', () => {
    expect(() =>
      produce(sampleDocument(), (draft) => insertNode(draft, { parentId: 'nope' }, card('x'))),
    ).toThrow('找不到要编辑的元素：nope');
  });
});
