import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { deleteSelection, duplicateSelection, shiftSelection } from './selection-commands';
import { childrenOf, openEditor } from './test-editor';

describe('selection commands', () => {
  it('deleting a selected element clears its panel; undo brings the element back', () => {
    const { store } = openEditor();
    store.commands.select(['card-1', 'card-2']);
    store.commands.hover('card-2');
    deleteSelection(store);
    expect(childrenOf(store, 'content')).toEqual(['card-3']);
    expect(store.getState()).toMatchObject({ selection: [], hoverId: null, panel: { selected: null } });
    store.commands.undo();
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('duplicates each selected element after its original and selects the copies', () => {
    const { store } = openEditor();
    store.commands.select(['card-1', 'card-3']);
    duplicateSelection(store, createSequentialIds('dup'));
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'dup-1', 'card-2', 'card-3', 'dup-2']);
    expect(store.getState().selection).toEqual(['dup-1', 'dup-2']);
    store.commands.undo();
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('moves the selection one place up or down as one step, and does nothing without a selection', () => {
    const { store } = openEditor();
    shiftSelection(store, 'up');
    expect(store.getState().canUndo).toBe(false);
    store.commands.select(['card-2']);
    shiftSelection(store, 'up');
    expect(childrenOf(store, 'content')).toEqual(['card-2', 'card-1', 'card-3']);
    shiftSelection(store, 'down');
    shiftSelection(store, 'down');
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-3', 'card-2']);
    store.commands.undo();
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3']);
  });
});
