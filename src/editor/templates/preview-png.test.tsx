// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { usePreviewPng } from './preview-png';

afterEach(cleanup);

describe('template previews', () => {
  it('draw each page once, with a fresh renderer too: its first PNG is the whole page', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const renderPng = vi.fn(() => Promise.resolve(png));
    const renderer: PageRenderer = { renderPng, prepare: () => {}, dispose: () => {} };
    const doc = editorDocument();
    const { result } = renderHook(() =>
      usePreviewPng(renderer, 'fresh-renderer-main', doc, doc.pages[0], 105),
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', blob: png }));
    expect(renderPng).toHaveBeenCalledTimes(1);
    expect(renderPng).toHaveBeenCalledWith(expect.objectContaining({ pages: [doc.pages[0]] }), 'main', {
      width: 210,
    });
  });
});
