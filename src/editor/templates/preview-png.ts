import { useEffect, useRef, useState } from 'react';
import type { ScreenDocument, ScreenPage } from '../../shared/screen/document';
import type { PageRenderer } from '../export/page-renderer';

/**
 * Template previews are PNGs rendered once per template and screen size by a page renderer
 * (the runtime in a hidden iframe) and kept for the whole visit: the library does not change
 * while the console is open, so reopening the picker shows them at once.
 */
const cache = new Map<string, Promise<Blob>>();

/** Previews are drawn at twice their CSS width, sharp on high-density screens. */
const PREVIEW_DENSITY = 2;

/** A document that shows one page with the configuration's screen, settings and controls. */
export function previewDocument(doc: ScreenDocument, page: ScreenPage): ScreenDocument {
  return { ...doc, pages: [page] };
}

function previewPng(
  renderer: PageRenderer,
  key: string,
  doc: ScreenDocument,
  page: ScreenPage,
  width: number,
) {
  let png = cache.get(key);
  if (!png) {
    png = renderer.renderPng(previewDocument(doc, page), page.id, { width: width * PREVIEW_DENSITY });
    // A failed render may succeed later (the runtime was still loading): do not keep the failure.
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}

export type PreviewState = { status: 'waiting' } | { status: 'ready'; blob: Blob } | { status: 'failed' };

/**
 * The preview PNG of a page once its element has scrolled into view (so the visible previews
 * come first and a long library never renders what nobody looks at).
 */
export function usePreviewPng(
  renderer: PageRenderer,
  key: string,
  doc: ScreenDocument,
  page: ScreenPage,
  width: number,
) {
  const element = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<PreviewState>({ status: 'waiting' });

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // The document is read when the render starts; the key says when a new render is due.
  const source = useRef({ doc, page });
  source.current = { doc, page };
  useEffect(() => {
    if (!visible) return;
    let current = true;
    setState({ status: 'waiting' });
    previewPng(renderer, key, source.current.doc, source.current.page, width).then(
      (blob) => current && setState({ status: 'ready', blob }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [renderer, key, width, visible]);

  return { element, state };
}
