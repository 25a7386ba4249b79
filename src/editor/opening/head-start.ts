import { useSession } from '../../console/session/session-store';
import { type CanvasRuntime, startCanvasRuntime } from '../../runtime-host/canvas-runtime';
import { canvasInitOf } from '../canvas/canvas-init';
import { type EditorOpening, fetchEditorOpening } from './editor-opening';
import { openingPageId, openingTargetOf } from './opening-page';

const CANVAS_TITLE = '机器人屏幕画布';

/** A head start nobody took (the editor never opened) is let go after this long. */
const UNTAKEN_FOR_MS = 120_000;

interface HeadStart {
  configuration: string;
  /** Each part is the head start's until the editor takes it. */
  opening: Promise<EditorOpening> | null;
  runtime: CanvasRuntime | null;
  /** Let go while still holding its runtime: that runtime is closed. */
  closed: boolean;
  expiry: ReturnType<typeof setTimeout>;
}

let waiting: HeadStart | null = null;

function letGo(start: HeadStart) {
  clearTimeout(start.expiry);
  if (start.runtime) {
    start.runtime.close();
    start.closed = true;
  }
  if (waiting === start) waiting = null;
}

/**
 * Begins opening the editor on `configuration` as soon as the router matches its route, while
 * the editor's code is still on its way: the configuration is fetched and the canvas's runtime
 * (another page, with its own scripts) loads out of sight and draws the page the editor will
 * open on — whether or not the editor has taken the runtime by then (its own document follows
 * once its session opens). Before, all of it waited for the editor's code and the console's
 * layouts, one step after another. A local draft waits for the designer's choice instead.
 */
export function startEditorHeadStart(configuration: string, search: URLSearchParams): void {
  if (!configuration || !useSession.getState().token) return;
  if (waiting?.configuration === configuration) return;
  if (waiting) letGo(waiting);
  const opening = fetchEditorOpening(configuration);
  const runtime = startCanvasRuntime(CANVAS_TITLE);
  const start: HeadStart = {
    configuration,
    opening,
    runtime,
    closed: false,
    expiry: setTimeout(() => letGo(start), UNTAKEN_FOR_MS),
  };
  waiting = start;
  opening.then(
    (opened) => {
      if (opened.draft || start.closed) return;
      const { document } = opened.detail;
      const init = canvasInitOf(document, openingPageId(document, openingTargetOf(search)));
      runtime.show(() => init);
    },
    // A failure is the editor's to show when it takes this; untaken, it is nobody's.
    () => {},
  );
}

/** One part of the head start for `configuration`, handed over once; null when there is none. */
function take<K extends 'opening' | 'runtime'>(configuration: string, part: K): HeadStart[K] {
  const start = waiting?.configuration === configuration ? waiting : null;
  const taken = start?.[part] ?? null;
  if (!start || !taken) return null;
  start[part] = null;
  if (!start.opening && !start.runtime) letGo(start);
  return taken;
}

/** The configuration's fetch begun by the head start, else a fresh one. */
export const takeEditorOpening = (configuration: string): Promise<EditorOpening> =>
  take(configuration, 'opening') ?? fetchEditorOpening(configuration);

/** The canvas's runtime begun by the head start, else a fresh one. */
export const takeCanvasRuntime = (configuration: string): CanvasRuntime =>
  take(configuration, 'runtime') ?? startCanvasRuntime(CANVAS_TITLE);
