import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { rememberDrawnPages } from './drawn-pages';

function countingRenderer() {
  let drawn = 0;
  const inner: PageRenderer = {
    renderPng: vi.fn(async () => new Blob([`png ${++drawn}`])),
    prepare: vi.fn(),
    dispose: vi.fn(),
  };
  return inner;
}

describe('rememberDrawnPages', () => {
  it('draws a page once while nothing it shows changes, for the page list and the save alike', async () => {
    const inner = countingRenderer();
    const renderer = rememberDrawnPages(inner);
    const doc = editorDocument();
    const [thumbnail, sent] = await Promise.all([
      renderer.renderPng(doc, 'main', { width: 180 }),
      renderer.renderPng(doc, 'main', { width: 180 }),
    ]);
    expect(sent).toBe(thumbnail);
    // An edit of another page leaves the main page's drawing as it was.
    const renamed = produce(doc, (draft) => {
      draft.pages[1].ast.children[0].data.greeting = '您好';
    });
    expect(await renderer.renderPng(renamed, 'main', { width: 180 })).toBe(thumbnail);
    expect(inner.renderPng).toHaveBeenCalledTimes(1);
  });

  it('draws again after an edit of the page, of the global settings or of the controls, or at another width', async () => {
    const inner = countingRenderer();
    const renderer = rememberDrawnPages(inner);
    const doc = editorDocument();
    await renderer.renderPng(doc, 'main', { width: 180 });
    const edited = produce(doc, (draft) => {
      draft.pages[0].ast.children[0].children[0].data.title = '新标题';
    });
    await renderer.renderPng(edited, 'main', { width: 180 });
    const wakeWord = produce(edited, (draft) => {
      draft.global.wakeWord = '你好小智';
    });
    await renderer.renderPng(wakeWord, 'main', { width: 180 });
    const controls = produce(wakeWord, (draft) => {
      draft.controls[0].valid = !draft.controls[0].valid;
    });
    await renderer.renderPng(controls, 'main', { width: 180 });
    await renderer.renderPng(controls, 'main');
    expect(inner.renderPng).toHaveBeenCalledTimes(5);
  });

  it('tries again after a drawing failed', async () => {
    const inner = countingRenderer();
    vi.mocked(inner.renderPng).mockRejectedValueOnce(new Error('页面渲染超时'));
    const renderer = rememberDrawnPages(inner);
    const doc = editorDocument();
    await expect(renderer.renderPng(doc, 'main')).rejects.toThrow('页面渲染超时');
    await expect(renderer.renderPng(doc, 'main')).resolves.toBeInstanceOf(Blob);
    expect(inner.renderPng).toHaveBeenCalledTimes(2);
  });
});
