import { describe, expect, it } from 'vitest';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { finishLayerDrag, followLayerDrag, nudgeLayers } from './layer-commands';
import { nodeIn, openEditor } from './test-editor';

const boxOf = (store: ReturnType<typeof openEditor>['store']) => {
  const { x, y, width, height } = nodeIn(store, 'logo').attrs;
  return { x, y, width, height };
};

describe('layer commands', () => {
  it('nudges only when a free layer is selected; held arrow keys are one undo step', () => {
    const { store } = openEditor(editorDocument());
    const start = boxOf(store);
    expect(nudgeLayers(store, 1, 0)).toBe(false);
    store.commands.select(['logo']);
    for (let i = 0; i < 5; i++) expect(nudgeLayers(store, 1, 0)).toBe(true);
    nudgeLayers(store, 0, -2);
    expect(boxOf(store)).toMatchObject({ x: (start.x as number) + 5, y: (start.y as number) - 2 });
    store.commands.undo();
    expect(boxOf(store)).toEqual(start);
  });

  it('follows a drag without recording it; the drag end is one step back to where it began', () => {
    const { store } = openEditor(editorDocument());
    const start = boxOf(store) as { x: number; y: number; width: number; height: number };
    followLayerDrag(store.commands, 'logo', { x: 300, y: 400 });
    expect(boxOf(store)).toMatchObject({ x: 300, y: 400 });
    expect(store.getState().canUndo).toBe(false);
    finishLayerDrag(store.commands, 'logo', start, { ...start, x: 310.4, y: 420.6, width: 200 });
    expect(boxOf(store)).toEqual({ x: 310, y: 421, width: 200, height: start.height });
    store.commands.undo();
    expect(boxOf(store)).toEqual(start);
    expect(store.getState().canUndo).toBe(false);
  });
});
