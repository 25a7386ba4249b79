// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteSelection } from '../commands/selection-commands';
import { childrenOf, openEditor } from '../commands/test-editor';
import { CANVAS_FIRST_MAX_MS, type EditorStore, EditorStoreProvider, useEditor } from './editor-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the property panel shows: the selected element, or the page's settings. */
function watchPanel(store: EditorStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorStoreProvider store={store}>{children}</EditorStoreProvider>
  );
  return renderHook(() => useEditor((state) => state.panel.selected ?? '页面设置'), { wrapper });
}

describe('an edit made in view of the canvas', () => {
  it('reaches the canvas and the store at once, and the panels once the canvas has drawn it', () => {
    const { store } = openEditor();
    const canvas = vi.fn();
    store.onDocumentChange(canvas, { urgent: true });
    store.commands.select(['card-1']);
    const panel = watchPanel(store);
    expect(panel.result.current).toBe('card-1');

    act(() => store.canvasFirst(() => deleteSelection(store)));
    expect(canvas).toHaveBeenCalledTimes(1);
    expect(childrenOf(store, 'content')).toEqual(['card-2', 'card-3']);
    expect(store.getState().panel.selected).toBeNull();
    expect(panel.result.current).toBe('card-1');

    act(() => store.canvasDrew());
    expect(panel.result.current).toBe('页面设置');
  });

  it('reaches the panels after CANVAS_FIRST_MAX_MS when the canvas draws nothing (it is reloading)', () => {
    vi.useFakeTimers();
    const { store } = openEditor();
    store.commands.select(['card-1']);
    const panel = watchPanel(store);
    act(() => store.canvasFirst(() => deleteSelection(store)));
    act(() => vi.advanceTimersByTime(CANVAS_FIRST_MAX_MS - 1));
    expect(panel.result.current).toBe('card-1');
    act(() => vi.advanceTimersByTime(1));
    expect(panel.result.current).toBe('页面设置');
  });
});

describe('an edit made in a panel', () => {
  it('reaches the panels at once (a field shows what was typed)', () => {
    const { store } = openEditor();
    store.commands.select(['card-1']);
    const panel = watchPanel(store);
    act(() => deleteSelection(store));
    expect(panel.result.current).toBe('页面设置');
  });
});
