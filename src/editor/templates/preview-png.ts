import { useEffect, useRef, useState } from 'react';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { ScreenDocument, ScreenPage } from '../../shared/screen/document';
import type { PreviewBase } from './use-template-context';

/**
 * Template previews are PNGs rendered once per template and screen size by a page renderer
 * (the runtime in a hidden iframe) and kept for the whole visit: the library does not change
 * while the console is open, so reopening the picker shows them at once.
 */
const done = new Map<string, Promise<Blob>>();

/** Previews are drawn at twice their CSS width, sharp on high-density screens. */
const PREVIEW_DENSITY = 2;

/** A document that shows one page with the configuration's screen, settings and controls. */
export function previewDocument(base: PreviewBase, page: ScreenPage): ScreenDocument {
  return { ...base, pages: [page] };
}

interface Job {
  key: string;
  start: () => Promise<Blob>;
  /** Cards waiting for it; a job nobody waits for any more is dropped before it starts. */
  waiters: number;
  settle: { resolve: (blob: Blob) => void; reject: (error: unknown) => void };
  promise: Promise<Blob>;
}

/**
 * Renders run one at a time, the most recently asked first: the cards the designer has just
 * scrolled to or opened come before those of a group already closed, which are dropped.
 */
const waiting: Job[] = [];
let rendering = false;

function pump(): void {
  if (rendering) return;
  const job = waiting.pop();
  if (!job) return;
  rendering = true;
  done.set(job.key, job.promise);
  job
    .start()
    .then(job.settle.resolve, (error) => {
      // A failed render may succeed later (the runtime was still loading): do not keep it.
      done.delete(job.key);
      job.settle.reject(error);
    })
    .finally(() => {
      rendering = false;
      pump();
    });
}

function requestPreview(
  renderer: PageRenderer,
  key: string,
  doc: PreviewBase,
  page: ScreenPage,
  width: number,
): { png: Promise<Blob>; release: () => void } {
  const finished = done.get(key);
  if (finished) return { png: finished, release: () => {} };
  let job = waiting.find((queued) => queued.key === key);
  if (job) {
    // Asked again: move it to the front.
    waiting.splice(waiting.indexOf(job), 1);
  } else {
    let settle!: Job['settle'];
    const promise = new Promise<Blob>((resolve, reject) => {
      settle = { resolve, reject };
    });
    job = {
      key,
      start: () =>
        renderer.renderPng(previewDocument(doc, page), page.id, { width: width * PREVIEW_DENSITY }),
      waiters: 0,
      settle,
      promise,
    };
  }
  job.waiters += 1;
  waiting.push(job);
  pump();
  const requested = job;
  return {
    png: requested.promise,
    release: () => {
      requested.waiters -= 1;
      const index = waiting.indexOf(requested);
      if (requested.waiters === 0 && index >= 0) waiting.splice(index, 1);
    },
  };
}

export type PreviewState = { status: 'waiting' } | { status: 'ready'; blob: Blob } | { status: 'failed' };

/**
 * The preview PNG of a page once its element has scrolled into view (so the visible previews
 * come first and a long library never renders what nobody looks at).
 */
export function usePreviewPng(
  renderer: PageRenderer,
  key: string,
  doc: PreviewBase,
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
    const { png, release } = requestPreview(renderer, key, source.current.doc, source.current.page, width);
    png.then(
      (blob) => current && setState({ status: 'ready', blob }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
      release();
    };
  }, [renderer, key, width, visible]);

  return { element, state };
}
