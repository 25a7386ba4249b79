import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from './find';
import { shiftNodes } from './shift';
import { childIds, sampleDocument } from './test-fixtures';

const contentAfter = (ids: string[], direction: 'up' | 'down') =>
  childIds(
    findNode(
      produce(sampleDocument(), (d) => shiftNodes(d, ids, direction)),
      'content',
    )!.node,
  );

describe('shiftNodes', () => {
  it('moves one node up or down', () => {
    expect(contentAfter(['card-2'], 'up')).toEqual(['card-2', 'card-1', 'card-3']);
    expect(contentAfter(['card-2'], 'down')).toEqual(['card-1', 'card-3', 'card-2']);
  });

  it('leaves a node at the edge where it is', () => {
    expect(contentAfter(['card-1'], 'up')).toEqual(['card-1', 'card-2', 'card-3']);
    expect(contentAfter(['card-3'], 'down')).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('moves selected neighbours together, and stops a group at the edge as a block', () => {
    expect(contentAfter(['card-2', 'card-3'], 'up')).toEqual(['card-2', 'card-3', 'card-1']);
    expect(contentAfter(['card-1', 'card-2'], 'up')).toEqual(['card-1', 'card-2', 'card-3']);
    expect(contentAfter(['card-1', 'card-3'], 'down')).toEqual(['card-2', 'card-1', 'card-3']);
  });

  it('shifts in every parent that holds a selected node, and ignores roots and unknown ids', () => {
    const next = produce(sampleDocument(), (d) => shiftNodes(d, ['card-3', 'drawer', 'root', 'nope'], 'up'));
    expect(childIds(findNode(next, 'content')!.node)).toEqual(['card-1', 'card-3', 'card-2']);
    expect(childIds(findNode(next, 'root')!.node)).toEqual(['hint', 'drawer', 'content']);
  });
});
