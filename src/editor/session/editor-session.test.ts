import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import { editorStoreFor } from '../panels/test-support/editor-fixture';
import { createEditorSession } from './editor-session';

const fakeRenderer = (): PageRenderer => ({
  renderPng: vi.fn(() => new Promise<Blob>(() => {})),
  prepare: vi.fn(),
  dispose: vi.fn(),
});

const wholePageMeasured = { rects: {}, removed: [], complete: true };

afterEach(() => {
  vi.useRealTimers();
});

describe('editor session', () => {
  it('loads the page renderer once the canvas has shown its page, not while it opens', () => {
    vi.useFakeTimers();
    const store = editorStoreFor();
    const renderer = fakeRenderer();
    const session = createEditorSession(store, renderer);
    const stop = session.start();
    vi.advanceTimersByTime(1000);
    expect(renderer.prepare).not.toHaveBeenCalled();

    session.rects.apply(wholePageMeasured);
    vi.advanceTimersByTime(100);
    expect(renderer.prepare).toHaveBeenCalledExactlyOnceWith(store.getState().doc, 'main');

    session.rects.reset();
    session.rects.apply(wholePageMeasured);
    vi.advanceTimersByTime(100);
    expect(renderer.prepare).toHaveBeenCalledOnce();
    stop();
    expect(renderer.dispose).toHaveBeenCalled();
  });

  it('does not load it for an editor closed before its canvas was shown', () => {
    vi.useFakeTimers();
    const renderer = fakeRenderer();
    const session = createEditorSession(editorStoreFor(), renderer);
    session.start()();
    session.rects.apply(wholePageMeasured);
    vi.advanceTimersByTime(5000);
    expect(renderer.prepare).not.toHaveBeenCalled();
  });
});
