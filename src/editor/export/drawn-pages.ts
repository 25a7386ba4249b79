import type { PageRenderer, PngOptions } from '../../runtime-host/page-renderer';
import type { ScreenControl } from '../../shared/screen/controls';
import type { ScreenDocument, ScreenGlobal, ScreenPage } from '../../shared/screen/document';

interface Drawing {
  page: ScreenPage;
  global: ScreenGlobal;
  controls: ScreenControl[];
  width: number | undefined;
  png: Promise<Blob>;
}

const sameSubject = (drawing: Drawing, doc: ScreenDocument, page: ScreenPage, { width }: PngOptions) =>
  drawing.page === page &&
  drawing.global === doc.global &&
  drawing.controls === doc.controls &&
  drawing.width === width;

/**
 * A page renderer that draws a page again only when something it shows changed (the page, the
 * global settings or the controls: the document is immutable, so identity says it). The page
 * list's thumbnail and the one sent with the next save are then one drawing (each costs the
 * editor's main thread a layout and paint of one screenful and a PNG encoding: the renderer
 * runs in the editor's process).
 */
export function rememberDrawnPages(renderer: PageRenderer): PageRenderer {
  const drawings = new Map<string, Drawing>();
  return {
    renderPng(doc, pageId, options = {}) {
      const page = doc.pages.find((candidate) => candidate.id === pageId);
      if (!page) return renderer.renderPng(doc, pageId, options);
      const last = drawings.get(pageId);
      if (last && sameSubject(last, doc, page, options)) return last.png;
      const png = renderer.renderPng(doc, pageId, options);
      const drawing = { page, global: doc.global, controls: doc.controls, width: options.width, png };
      drawings.set(pageId, drawing);
      // A failed drawing is not remembered: the next request tries again.
      png.catch(() => drawings.get(pageId) === drawing && drawings.delete(pageId));
      return png;
    },
    prepare: (doc, pageId) => renderer.prepare(doc, pageId),
    dispose() {
      drawings.clear();
      renderer.dispose();
    },
  };
}
