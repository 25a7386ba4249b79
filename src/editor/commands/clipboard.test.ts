import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { copySelection, pasteClipboard } from './clipboard';
import { childrenOf, nodeIn, openEditor } from './test-editor';

describe('copy and paste', () => {
  it('pastes copies after the selection with fresh ids, selects them, and undoes in one step', () => {
    const { store } = openEditor();
    store.commands.select(['card-1', 'card-3']);
    const clipboard = copySelection(store)!;
    store.commands.select(['card-2']);
    pasteClipboard(store, clipboard, createSequentialIds('copy'));
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'copy-1', 'copy-2', 'card-3']);
    expect(store.getState().selection).toEqual(['copy-1', 'copy-2']);
    expect(nodeIn(store, 'copy-2').data).toEqual(nodeIn(store, 'card-3').data);
    store.commands.undo();
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3']);
  });

  it('pastes into the page content when nothing is selected, and refuses a page without room for it', () => {
    const { store, problems } = openEditor();
    store.commands.select(['card-1']);
    const clipboard = copySelection(store)!;
    store.commands.select([]);
    pasteClipboard(store, clipboard, createSequentialIds('copy'));
    expect(childrenOf(store, 'content')).toEqual(['card-1', 'card-2', 'card-3', 'copy-1']);
    store.commands.setPage('sleep');
    pasteClipboard(store, clipboard, createSequentialIds('again'));
    expect(problems).toEqual(['粘贴失败：这里不能放置功能卡片']);
  });
});
