import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from './find';
import { removeNodes } from './remove';
import { childIds, sampleDocument } from './test-fixtures';

describe('removeNodes', () => {
  it('removes several nodes across parents in one go', () => {
    let removed: string[] = [];
    const next = produce(sampleDocument(), (d) => {
      removed = removeNodes(d, ['card-1', 'card-3', 'card-4']);
    });
    expect(childIds(findNode(next, 'content')!.node)).toEqual(['card-2']);
    expect(childIds(findNode(next, 'drawer')!.node)).toEqual([]);
    expect(removed).toEqual(['card-1', 'card-3', 'card-4']);
  });

  it('removes a parent with its children and skips selected descendants, roots and unknown ids', () => {
    let removed: string[] = [];
    const next = produce(sampleDocument(), (d) => {
      removed = removeNodes(d, ['card-2', 'content', 'root', 'nope', 'hint']);
    });
    expect(childIds(findNode(next, 'root')!.node)).toEqual(['drawer']);
    expect(findNode(next, 'card-2')).toBeUndefined();
    expect(removed.sort()).toEqual(['content', 'hint']);
  });

  it('handles removals whose indices shift one another (earlier sibling and a later cousin)', () => {
    const next = produce(sampleDocument(), (d) => {
      removeNodes(d, ['hint', 'card-2']);
    });
    expect(childIds(findNode(next, 'root')!.node)).toEqual(['content', 'drawer']);
    expect(childIds(findNode(next, 'content')!.node)).toEqual(['card-1', 'card-3']);
  });
});
