import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../ids';
import { cloneWithFreshIds, duplicateNodes } from './duplicate';
import { findNode } from './find';
import { childIds, sampleDocument } from './test-fixtures';

describe('duplicateNodes', () => {
  it('places each copy right after its original, with fresh ids', () => {
    let copies: string[] = [];
    const next = produce(sampleDocument(), (d) => {
      copies = duplicateNodes(d, ['card-1', 'card-3'], createSequentialIds('copy'));
    });
    expect(copies).toEqual(['copy-1', 'copy-2']);
    expect(childIds(findNode(next, 'content')!.node)).toEqual([
      'card-1',
      'copy-1',
      'card-2',
      'card-3',
      'copy-2',
    ]);
    expect(findNode(next, 'copy-1')!.node.data).toEqual(findNode(next, 'card-1')!.node.data);
  });

  it('copies a container deeply with fresh ids everywhere, once even when a child is also selected', () => {
    const next = produce(sampleDocument(), (d) => {
      duplicateNodes(d, ['drawer', 'card-4'], createSequentialIds('copy'));
    });
    expect(childIds(findNode(next, 'root')!.node)).toEqual(['hint', 'content', 'drawer', 'copy-1']);
    expect(childIds(findNode(next, 'copy-1')!.node)).toEqual(['copy-2']);
  });

  it('never shares data objects between original and copy', () => {
    const original = findNode(sampleDocument(), 'card-1')!.node;
    const copy = cloneWithFreshIds({ ...original, data: { list: [{ a: 1 }] } }, createSequentialIds());
    expect(copy.data).toEqual({ list: [{ a: 1 }] });
    expect(copy.data.list).not.toBe(original.data.list);
  });
});
