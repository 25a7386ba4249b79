import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES } from '../../shared/screen/tags/registry';
import { addModule } from './module-commands';
import { childrenOf, nodeIn, openEditor } from './test-editor';

const entry = (tag: string) =>
  [...PALETTE_ENTRIES, ...LAYER_PALETTE_ENTRIES].find((candidate) => candidate.tag === tag)!;

describe('adding modules', () => {
  it('inserts a module where it was placed, selects it, and undoes in one step', () => {
    const { store } = openEditor();
    const added = addModule(
      store,
      entry('rb-feature-card'),
      { parentId: 'content', index: 1 },
      {},
      createSequentialIds('new'),
    );
    expect(added).toBe(true);
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'new-1', 'card-2', 'card-3']);
    expect(store.getState().selection).toEqual(['new-1']);
    store.commands.undo();
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('places a free layer with the box the drop chose', () => {
    const { store } = openEditor();
    addModule(
      store,
      entry('rb-sticker'),
      { parentId: 'root', index: 3 },
      { x: 100, y: 200 },
      createSequentialIds('layer'),
    );
    expect(nodeIn(store, 'layer-1').attrs).toMatchObject({ x: 100, y: 200 });
  });

  it('refuses a place that does not take the module, says why, and selects nothing', () => {
    const { store, problems } = openEditor();
    expect(addModule(store, entry('rb-feature-card'), { parentId: 'awake', index: 0 })).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^添加功能卡片失败：/);
    expect(store.getState().selection).toEqual([]);
  });
});
