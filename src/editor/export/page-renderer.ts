import { toBlob } from 'html-to-image';
import { editorRuntimeUrl } from '../../shared/runtime-protocol/runtime-url';
import { createSessionToken } from '../../shared/runtime-protocol/token';
import type { ScreenDocument } from '../../shared/screen/document';
import { orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import { connectRuntimeFrame, RUNTIME_SANDBOX, type RuntimeFrame } from '../bridge/runtime-frame';
import { inlineMasks } from './inline-masks';

/**
 * Renders pages to PNG (export, thumbnails, the thumbnail sent with saves) in a runtime of its
 * own: an invisible iframe at the screen's real pixel size, showing the page as the robot does
 * (not the canvas, whose editing mode marks the selection and dims switched-off parts). It is
 * created on first use and then kept: later renders only send the page or the new document.
 */
export interface PngOptions {
  /** Width of the PNG in pixels; the height follows the screen ratio. Default: the real width. */
  width?: number;
}

export interface PageRenderer {
  renderPng(doc: ScreenDocument, pageId: string, options?: PngOptions): Promise<Blob>;
  dispose(): void;
}

/** About one frame. */
const FRAME_MS = 16;
/** Longest wait for the runtime's report after a new document (it measures in animation frames). */
const REPORT_WAIT_MS = 3000;
/** Longest wait for the runtime to show a page before giving up. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Leaves out what lies beyond the screen's right or bottom edge (the unseen part of a long
 * content list): they come after the visible part in the flow, so the picture is the same and
 * a page of a thousand modules is cloned no slower than one screenful.
 */
function visibleOnly(screen: ScreenSize) {
  return (node: HTMLElement) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return true;
    const box = node.getBoundingClientRect();
    return box.top < screen.height && box.left < screen.width;
  };
}

/**
 * The PNG is drawn from a copy of the page that starts its CSS animations from their first frame
 * (a card rising in would be caught transparent): the renderer's page shows every element at
 * rest, without animations or transitions.
 */
const STILL_PICTURES_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; }';

function stillPictures(document: Document | null): void {
  if (!document) return;
  const style = document.createElement('style');
  style.textContent = STILL_PICTURES_CSS;
  document.head.append(style);
}

export function createPageRenderer(): PageRenderer {
  let iframe: HTMLIFrameElement | null = null;
  let frame: RuntimeFrame | null = null;
  let shown: { doc: ScreenDocument; pageId: string } | null = null;
  let wanted: { doc: ScreenDocument; pageId: string } | null = null;
  let queue: Promise<unknown> = Promise.resolve();

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

  /** Waits for `ready()` to hold, checked about once a frame (a timer: a hidden frame may skip rAF). */
  const until = (ready: () => boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      const giveUp = Date.now() + RENDER_TIMEOUT_MS;
      const check = () => {
        if (ready()) resolve();
        else if (Date.now() > giveUp) reject(new Error('页面渲染超时'));
        else setTimeout(check, FRAME_MS);
      };
      check();
    });

  /**
   * Waits until the runtime shows the page: after a whole new document, its report of the whole
   * page (the first one, of the empty loading screen, comes before); then the page's root
   * element in the DOM, then two more frames for pictures and late layout.
   */
  const pageShown = async (rootId: string, report: Promise<void> | null) => {
    if (report) await Promise.race([report, new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS))]);
    const selector = `[data-node-id="${CSS.escape(rootId)}"]`;
    await until(() => iframe!.contentDocument?.querySelector(selector) != null);
    let frames = 0;
    await until(() => {
      frames += 1;
      return frames > 2;
    });
  };

  const open = (screen: ScreenSize) => {
    const token = createSessionToken();
    iframe = document.createElement('iframe');
    iframe.title = '页面渲染';
    iframe.setAttribute('sandbox', RUNTIME_SANDBOX);
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
    iframe.src = editorRuntimeUrl(token);
    iframe.addEventListener('load', () => stillPictures(iframe!.contentDocument));
    resize(screen);
    document.body.append(iframe);
    frame = connectRuntimeFrame({
      token,
      target: iframe.contentWindow!,
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

  /** Shows a page and resolves once the runtime has rendered and measured it. */
  const show = async (doc: ScreenDocument, pageId: string) => {
    wanted = { doc, pageId };
    if (shown?.doc === doc && shown.pageId === pageId) return;
    const screen = doc.global.screenSize;
    if (!iframe) open(screen);
    else resize(screen);
    const page = doc.pages.find((candidate) => candidate.id === pageId);
    if (!page) throw new Error(`找不到页面：${pageId}`);
    const samePage = shown?.doc === doc;
    const report = samePage ? null : nextWholePageReport();
    // Not connected yet: the handshake sends `init` with `wanted` as soon as the runtime is ready.
    if (frame!.link.isConnected()) {
      if (samePage) frame!.link.page(pageId);
      else frame!.link.reinit();
    }
    shown = null;
    try {
      await pageShown(page.ast.id, report?.promise ?? null);
    } finally {
      report?.cancel();
    }
    shown = { doc, pageId };
    const images = [...(iframe!.contentDocument?.images ?? [])];
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  };

  const renderPng = async (doc: ScreenDocument, pageId: string, { width }: PngOptions = {}) => {
    await show(doc, pageId);
    const screen = doc.global.screenSize;
    const root = iframe!.contentDocument!.getElementById('robot-root')!;
    await inlineMasks(root, screen);
    const ratio = width ? width / screen.width : 1;
    const blob = await toBlob(root, {
      width: screen.width,
      height: screen.height,
      pixelRatio: ratio,
      skipFonts: true,
      filter: visibleOnly(screen),
    });
    if (!blob) throw new Error('无法生成图片');
    return blob;
  };

  return {
    renderPng(doc, pageId, options) {
      // One render at a time: each one drives the same iframe.
      const result = queue.then(() => renderPng(doc, pageId, options));
      queue = result.catch(() => undefined);
      return result;
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
