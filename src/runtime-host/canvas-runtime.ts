import type { EditorToRuntime, RuntimeToEditor } from '../shared/runtime-protocol/messages';
import { editorRuntimeUrl } from '../shared/runtime-protocol/runtime-url';
import { createSessionToken } from '../shared/runtime-protocol/token';
import { connectRuntimeFrame, RUNTIME_SANDBOX, type RuntimeFrame } from './runtime-frame';

type InitPayload = EditorToRuntime['init'];
type RectsReport = RuntimeToEditor['rects'];

const sameInit = (a: InitPayload, b: InitPayload) =>
  a.document === b.document &&
  a.pageId === b.pageId &&
  a.orientation === b.orientation &&
  a.interactive === b.interactive;

/**
 * The editor canvas's runtime, started before the editor is drawn: the iframe loads its page
 * and scripts while the document is fetched, and draws the document as soon as `show` gives it,
 * while the editor is still building its panels. The canvas then takes the same iframe into
 * its frame (`place`), loaded and drawn. One runtime serves one editor session.
 */
export interface CanvasRuntime extends RuntimeFrame {
  iframe: HTMLIFrameElement;
  /**
   * From now on `init` carries what `payload` gives (read afresh on each `ready`); sent at once
   * unless the runtime already shows just that.
   */
  show(payload: () => InitPayload): void;
  /**
   * The box reports since the runtime's last `ready` as one (null before any): the canvas binds
   * after the runtime may already have drawn and measured its page.
   */
  rectsSoFar(): RectsReport | null;
  /** Moves the iframe into `host`, keeping its document where the browser can (Element.moveBefore). */
  place(host: HTMLElement): void;
}

/** Out of sight and reach until placed, but laid out and painted at the screen's size. */
const WAITING_STYLE = {
  position: 'fixed',
  left: '0',
  top: '0',
  opacity: '0',
  pointerEvents: 'none',
  zIndex: '-1',
} as const;

/** Two successive box reports as one. */
function mergeRects(earlier: RectsReport, later: RectsReport): RectsReport {
  const rects = { ...earlier.rects, ...later.rects };
  for (const id of later.removed) delete rects[id];
  const removed = earlier.complete ? [] : [...new Set([...earlier.removed, ...later.removed])];
  return { rects, removed, complete: earlier.complete };
}

/** Chromium 133+: an iframe moved this way keeps its document (another move would reload it). */
const keepsDocumentWhenMoved = () => 'moveBefore' in Element.prototype;

export function startCanvasRuntime(title: string): CanvasRuntime {
  const token = createSessionToken();
  const src = editorRuntimeUrl(token);
  const iframe = document.createElement('iframe');
  iframe.title = title;
  iframe.setAttribute('sandbox', RUNTIME_SANDBOX);
  iframe.src = src;
  let current: (() => InitPayload) | null = null;
  let sent: InitPayload | null = null;
  let reports: RectsReport | null = null;
  let frame: RuntimeFrame | null = null;
  let stopRecording = () => {};
  /** The runtime's page is up (it said `ready`): from then on a move keeps it. */
  let announced = false;
  /** Where the canvas wants the iframe, while its page is still loading. */
  let placeWhenUp: HTMLElement | null = null;

  const showInPlace = () => {
    for (const name of Object.keys(WAITING_STYLE)) Object.assign(iframe.style, { [name]: '' });
  };
  const moveTo = (host: HTMLElement) => {
    showInPlace();
    host.moveBefore(iframe, null);
  };

  /** Talks to the iframe's window: a new one each time the iframe is put in a document. */
  const connect = () => {
    stopRecording();
    frame?.close();
    reports = null;
    announced = false;
    const connected = connectRuntimeFrame({
      token,
      target: iframe.contentWindow!,
      src,
      sandbox: RUNTIME_SANDBOX,
      initPayload: () => {
        sent = current?.() ?? null;
        return sent;
      },
    });
    const stops = [
      connected.channel.on('ready', () => {
        announced = true;
        reports = null;
        if (placeWhenUp?.isConnected) moveTo(placeWhenUp);
        placeWhenUp = null;
      }),
      connected.channel.on('rects', (report) => {
        reports = report.complete || !reports ? report : mergeRects(reports, report);
      }),
    ];
    stopRecording = () => {
      for (const stop of stops) stop();
    };
    frame = connected;
  };

  // Loads at once, out of sight, where it can later be moved without reloading; else where placed.
  if (keepsDocumentWhenMoved()) {
    Object.assign(iframe.style, WAITING_STYLE);
    document.body.append(iframe);
    connect();
  }

  return {
    iframe,
    get channel() {
      return frame!.channel;
    },
    get link() {
      return frame!.link;
    },
    show(payload) {
      current = payload;
      const next = payload();
      if (sent && sameInit(sent, next)) return;
      const { width, height } = next.document.global.screenSize;
      Object.assign(iframe.style, { width: `${width}px`, height: `${height}px` });
      frame?.link.reinit();
    },
    rectsSoFar: () => reports,
    place(host: HTMLElement) {
      if (frame && iframe.isConnected && keepsDocumentWhenMoved()) {
        // A move while the iframe is still loading its page once left it blank: it moves once
        // its page says ready (the canvas shows its loading state until then).
        if (announced) moveTo(host);
        else placeWhenUp = host;
        return;
      }
      // Another browser: the iframe loads afresh where it is placed, under a new connection.
      showInPlace();
      host.append(iframe);
      sent = null;
      connect();
    },
    close() {
      placeWhenUp = null;
      stopRecording();
      frame?.close();
      iframe.remove();
    },
  };
}
