import { whenIdle } from '../../shared/idle';
import { createRuntimeChannel } from '../../shared/runtime-protocol/channel';
import { announceReady } from '../../shared/runtime-protocol/handshake';
import { indexPage } from '../../shared/screen/node-index';
import { capturePage, prepareDrawing } from '../capture/capture-page';
import { measurePage } from '../capture/measure-page';
import type { ErrorReporter } from '../render/screen-context';
import { currentPage, patchDocument, type RuntimeStore, showDocument } from '../runtime-store';
import { afterPaint } from './after-paint';
import { forwardShortcuts } from './forward-keys';
import { captureSelection } from './pointer';
import { createRectReporter } from './rect-reporter';
import { markSelection, revealElement } from './selection-marks';

export interface EditorConnection {
  report: ErrorReporter;
  /** Call after each render: re-measures boxes and re-marks the selection. */
  rendered(): void;
  close(): void;
}

/**
 * The runtime inside the editor's iframe: announce readiness until `init`, then follow the
 * editor's patches, page, orientation, selection and hover, and report clicks, hovers, element
 * boxes and errors back.
 */
export function connectToEditor(
  store: RuntimeStore,
  { editorOrigin, token, screen }: { editorOrigin: string; token: string; screen: HTMLElement },
): EditorConnection {
  const channel = createRuntimeChannel({ target: window.parent, origin: editorOrigin, token });
  const stopAnnouncing = announceReady(channel);
  const rects = createRectReporter(screen, (payload) => channel.send('rects', payload));
  const patchDrawn = afterPaint(() => channel.send('drawn', {}));
  let wholePageChanged = true;
  let stopCapturing: (() => void) | null = null;
  const reported = new Set<string>();

  const report: ErrorReporter = (message, nodeId) => {
    const key = `${nodeId}:${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    channel.send('error', { message, nodeId });
  };

  /** Editor mode: clicks and hovers select, the editor's shortcuts work in the canvas too. */
  const captureInput = () => {
    const stopSelecting = captureSelection(
      window.document,
      (selection) => channel.send('select', selection),
      (id) => channel.send('hover', { id }),
    );
    const stopForwarding = forwardShortcuts(
      window.document,
      (press) => channel.send('key', press),
      () => store.getState().selected.length > 0,
    );
    return () => {
      stopSelecting();
      stopForwarding();
    };
  };

  const remark = () => {
    const state = store.getState();
    const page = currentPage(state);
    // Indexed only when an element must be looked for (not after a typed letter: the marks stay).
    markSelection(
      screen,
      state.selected,
      state.hovered,
      (id) => page !== null && indexPage(page.ast).has(id),
    );
  };

  channel.on('init', ({ document, pageId, orientation, interactive }) => {
    wholePageChanged = true;
    reported.clear();
    showDocument(store, document, { pageId, orientation, interactive });
    stopCapturing?.();
    stopCapturing = interactive ? captureInput() : null;
    // A runtime without editing (the page renderer, the preview) may be asked for a PNG.
    if (!interactive) whenIdle(() => prepareDrawing(screen), 2000);
  });
  channel.on('patch', ({ patches }) => {
    try {
      patchDocument(store, patches);
      patchDrawn.schedule();
    } catch (error) {
      // A patch that does not fit means the two sides disagree: ask for the whole state again.
      report(`无法应用修改：${error instanceof Error ? error.message : String(error)}`, null);
      announceReady(channel);
    }
  });
  channel.on('capture', (request) => {
    capturePage(screen, request).then(
      (png) => channel.send('captured', { requestId: request.requestId, png, error: null }),
      (error: unknown) =>
        channel.send('captured', {
          requestId: request.requestId,
          png: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  channel.on('measure', ({ requestId, rootId }) => {
    measurePage(screen, rootId).then(
      (parts) => channel.send('measured', { requestId, parts, error: null }),
      (error: unknown) =>
        channel.send('measured', {
          requestId,
          parts: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  channel.on('page', ({ pageId }) => {
    wholePageChanged = true;
    store.setState({ pageId });
  });
  channel.on('orientation', ({ orientation }) => {
    wholePageChanged = true;
    store.setState({ orientation });
  });
  channel.on('select', ({ ids }) => {
    store.setState({ selected: ids });
    remark();
    // Selected from the editor's outline: bring a single element into view (its box follows).
    if (ids.length === 1) revealElement(screen, ids[0]);
  });
  channel.on('hover', ({ id }) => {
    store.setState({ hovered: id });
    remark();
  });

  // Boxes also move without a render: scrolling, resizing, pictures loading, the drawer sliding.
  const moved = () => rects.schedule();
  window.addEventListener('resize', moved);
  window.addEventListener('scroll', moved, true);
  document.addEventListener('load', moved, true);
  window.addEventListener('transitionend', moved, true);

  return {
    report,
    rendered() {
      rects.schedule(wholePageChanged);
      wholePageChanged = false;
      remark();
    },
    close() {
      stopAnnouncing();
      stopCapturing?.();
      rects.dispose();
      patchDrawn.cancel();
      channel.close();
      window.removeEventListener('resize', moved);
      window.removeEventListener('scroll', moved, true);
      document.removeEventListener('load', moved, true);
      window.removeEventListener('transitionend', moved, true);
    },
  };
}
