import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from './find';
import { moveNode } from './move';
import { childIds, sampleDocument } from './test-fixtures';

const children = (doc: ReturnType<typeof sampleDocument>, id: string) => childIds(findNode(doc, id)!.node);

describe('moveNode', () => {
  it('moves forward and backward within a parent (index = final position)', () => {
    const forward = produce(sampleDocument(), (d) =>
      moveNode(d, 'card-1', { parentId: 'content', index: 2 }),
    );
    expect(children(forward, 'content')).toEqual(['card-2', 'card-3', 'card-1']);
    const backward = produce(sampleDocument(), (d) =>
      moveNode(d, 'card-3', { parentId: 'content', index: 0 }),
    );
    expect(children(backward, 'content')).toEqual(['card-3', 'card-1', 'card-2']);
  });

  it('moves between parents', () => {
    const next = produce(sampleDocument(), (d) => moveNode(d, 'card-4', { parentId: 'content', index: 1 }));
    expect(children(next, 'content')).toEqual(['card-1', 'card-4', 'card-2', 'card-3']);
    expect(children(next, 'drawer')).toEqual([]);
  });

  it('moves a container with its children, keeping unrelated parts shared', () => {
    const doc = sampleDocument();
    const next = produce(doc, (d) => moveNode(d, 'drawer', { parentId: 'root', index: 0 }));
    expect(children(next, 'root')).toEqual(['drawer', 'hint', 'content']);
    expect(findNode(next, 'content')!.node).toBe(findNode(doc, 'content')!.node);
    expect(next.pages[1]).toBe(doc.pages[1]);
  });

  it('refuses to move a node into itself, a page root, or where its tag is not taken', () => {
    expect(() =>
      produce(sampleDocument(), (d) => moveNode(d, 'content', { parentId: 'content', index: 0 })),
    ).toThrow('不能把元素移动到它自己里面');
    expect(() =>
      produce(sampleDocument(), (d) => moveNode(d, 'root', { parentId: 'content', index: 0 })),
    ).toThrow('页面本身不能移动');
    expect(() =>
      produce(sampleDocument(), (d) => moveNode(d, 'card-1', { parentId: 'sleep-root', index: 0 })),
    ).toThrow('这里不能放置功能卡片');
  });

  it('moves into a nested list and out to an enclosing one without losing either edit', () => {
    const inward = produce(sampleDocument(), (d) => moveNode(d, 'hint', { parentId: 'content', index: 0 }));
    expect(children(inward, 'root')).toEqual(['content', 'drawer']);
    expect(children(inward, 'content')).toEqual(['hint', 'card-1', 'card-2', 'card-3']);
    const outward = produce(sampleDocument(), (d) => moveNode(d, 'card-2', { parentId: 'root', index: 3 }));
    expect(children(outward, 'root')).toEqual(['hint', 'content', 'drawer', 'card-2']);
    expect(children(outward, 'content')).toEqual(['card-1', 'card-3']);
  });
});
