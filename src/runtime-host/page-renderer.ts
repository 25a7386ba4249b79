import type { LayoutPart, RuntimeToEditor } from '../shared/runtime-protocol/messages';
import { editorRuntimeUrl } from '../shared/runtime-protocol/runtime-url';
import { createSessionToken } from '../shared/runtime-protocol/token';
import type { ScreenDocument } from '../shared/screen/document';
import { orientationOf, type ScreenSize } from '../shared/screen/orientation';
import { connectRuntimeFrame, RENDERER_SANDBOX, type RuntimeFrame } from './runtime-frame';

/**
 * Renders pages to PNG (export, thumbnails, the thumbnail sent with saves) in a runtime of its
 * own: an invisible iframe at the screen's real pixel size, showing the page as the robot does
 * (not the canvas, whose editing mode marks the selection and dims switched-off parts). The
 * runtime draws the PNG itself, as every runtime can, and sends it back. It is created on first
 * use (or when prepared) and then kept: later renders only send the page or the new document.
 */
export interface PngOptions {
  /** Width of the PNG in pixels; the height follows the screen ratio. Default: the real width. */
  width?: number;
}

export interface PageRenderer {
  renderPng(doc: ScreenDocument, pageId: string, options?: PngOptions): Promise<Blob>;
  /**
   * Loads the renderer and shows a page ahead of any render (in the editor's idle time after
   * opening), so that the first export starts from a runtime that is up and showing the page.
   */
  prepare(doc: ScreenDocument, pageId: string): void;
  dispose(): void;
}

/** Longest wait for the runtime's report after a new document (it measures in animation frames). */
const REPORT_WAIT_MS = 3000;
/** Longest wait for a PNG (the runtime gives up on a page after 15 s; it may also have reloaded). */
const CAPTURE_TIMEOUT_MS = 30_000;

/** The same runtime measuring instead of drawing: where a page's parts lie on the robot's screen. */
export interface PageMeasurer {
  measure(doc: ScreenDocument, pageId: string): Promise<LayoutPart[]>;
}

export function createPageRenderer(): PageRenderer & PageMeasurer {
  let iframe: HTMLIFrameElement | null = null;
  let frame: RuntimeFrame | null = null;
  let shown: { doc: ScreenDocument; pageId: string } | null = null;
  let wanted: { doc: ScreenDocument; pageId: string } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let requests = 0;

  /** Resolves with the runtime's next report of the whole page's boxes (it follows every `init`). */
  const nextWholePageReport = (): { promise: Promise<void>; cancel: () => void } => {
    let stop = () => {};
    const promise = new Promise<void>((resolve) => {
      stop = frame!.channel.on('rects', ({ complete }) => {
        if (!complete) return;
        stop();
        resolve();
      });
    });
    return { promise, cancel: () => stop() };
  };

  /** Resolves with the runtime's answer to a capture or measure request. */
  const answerTo = <T>(
    type: 'captured' | 'measured',
    requestId: number,
    read: (answer: RuntimeToEditor['captured'] & RuntimeToEditor['measured']) => T | null,
  ): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error('页面渲染超时'));
      }, CAPTURE_TIMEOUT_MS);
      const stop = frame!.channel.on(type, (answer) => {
        if (answer.requestId !== requestId) return;
        stop();
        clearTimeout(timer);
        const value = read({ png: null, parts: null, ...answer });
        if (value !== null) resolve(value);
        else reject(new Error(answer.error ?? '无法生成图片'));
      });
    });

  const open = (screen: ScreenSize) => {
    const token = createSessionToken();
    iframe = document.createElement('iframe');
    iframe.title = '页面渲染';
    iframe.setAttribute('sandbox', RENDERER_SANDBOX);
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    // Laid out and painted (an undisplayed iframe would not render), but out of sight and reach.
    Object.assign(iframe.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
      zIndex: '-1',
    });
    const src = editorRuntimeUrl(token);
    iframe.src = src;
    resize(screen);
    document.body.append(iframe);
    frame = connectRuntimeFrame({
      token,
      target: iframe.contentWindow!,
      src,
      sandbox: RENDERER_SANDBOX,
      initPayload: () => ({
        document: wanted!.doc,
        pageId: wanted!.pageId,
        orientation: orientationOf(wanted!.doc.global.screenSize),
        interactive: false,
      }),
    });
  };

  const resize = (screen: ScreenSize) => {
    iframe!.style.width = `${screen.width}px`;
    iframe!.style.height = `${screen.height}px`;
  };

  /** Sends the page to the runtime; after a new document, waits for the report of its boxes. */
  const show = async (doc: ScreenDocument, pageId: string) => {
    wanted = { doc, pageId };
    if (shown?.doc === doc && shown.pageId === pageId) return;
    if (!iframe) open(doc.global.screenSize);
    else resize(doc.global.screenSize);
    const samePage = shown?.doc === doc;
    const report = samePage ? null : nextWholePageReport();
    // Not connected yet: the handshake sends `init` with `wanted` as soon as the runtime is ready.
    if (frame!.link.isConnected()) {
      if (samePage) frame!.link.page(pageId);
      else frame!.link.reinit();
    }
    shown = null;
    // After a whole new document the runtime first reports its empty loading screen; the capture
    // then waits for the page's own root.
    if (report) {
      await Promise.race([report.promise, new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS))]);
      report.cancel();
    }
    shown = { doc, pageId };
  };

  const renderPng = async (doc: ScreenDocument, pageId: string, { width }: PngOptions = {}) => {
    const page = doc.pages.find((candidate) => candidate.id === pageId);
    if (!page) throw new Error(`找不到页面：${pageId}`);
    await show(doc, pageId);
    const screen = doc.global.screenSize;
    requests += 1;
    const answer = answerTo('captured', requests, ({ png }) => png);
    frame!.link.capture({
      requestId: requests,
      rootId: page.ast.id,
      width: screen.width,
      height: screen.height,
      pixelRatio: width ? width / screen.width : 1,
    });
    return answer;
  };

  const measure = async (doc: ScreenDocument, pageId: string) => {
    const page = doc.pages.find((candidate) => candidate.id === pageId);
    if (!page) throw new Error(`找不到页面：${pageId}`);
    await show(doc, pageId);
    requests += 1;
    const answer = answerTo('measured', requests, ({ parts }) => parts);
    frame!.link.measure({ requestId: requests, rootId: page.ast.id });
    return answer;
  };

  /** One request at a time: each one drives the same iframe. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    renderPng: (doc, pageId, options) => inTurn(() => renderPng(doc, pageId, options)),
    measure: (doc, pageId) => inTurn(() => measure(doc, pageId)),
    prepare(doc, pageId) {
      if (shown || iframe) return;
      queue = queue.then(() => show(doc, pageId)).catch(() => undefined);
    },
    dispose() {
      frame?.close();
      iframe?.remove();
      iframe = null;
      frame = null;
      shown = null;
    },
  };
}
