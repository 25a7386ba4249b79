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
  opening: Promise<EditorOpening> | null;
  runtime: CanvasRuntime | null;
  expiry: ReturnType<typeof setTimeout>;
}

let waiting: HeadStart | null = null;

function letGo(start: HeadStart) {
  clearTimeout(start.expiry);
  start.runtime?.close();
  if (waiting === start) waiting = null;
}

/**
 * Begins opening the editor on `configuration` as soon as the router matches its route, while
 * the editor's code is still on its way: the configuration is fetched and the canvas's runtime
 * (another page, with its own scripts) loads out of sight and draws the page the editor will
 * open on. Before, all of it waited for the editor's code and the console's layouts, one step
 * after another. A local draft waits for the designer's choice instead.
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
    expiry: setTimeout(() => letGo(start), UNTAKEN_FOR_MS),
  };
  waiting = start;
  opening.then(
    (opened) => {
      if (opened.draft || start.runtime !== runtime) return;
      const init = canvasInitOf(
        opened.detail.document,
        openingPageId(opened.detail.document, openingTargetOf(search)),
      );
      runtime.show(() => init);
    },
    // A failure is the editor's to show when it takes this; untaken, it is nobody's.
    () => {},
  );
}

/** The configuration's fetch begun by the head start (once), else a fresh one. */
export function takeEditorOpening(configuration: string): Promise<EditorOpening> {
  const opening = waiting?.configuration === configuration ? waiting.opening : null;
  if (!opening || !waiting) return fetchEditorOpening(configuration);
  waiting.opening = null;
  if (!waiting.runtime) letGo(waiting);
  return opening;
}

/** The canvas's runtime begun by the head start (once), else a fresh one. */
export function takeCanvasRuntime(configuration: string): CanvasRuntime {
  const runtime = waiting?.configuration === configuration ? waiting.runtime : null;
  if (!runtime || !waiting) return startCanvasRuntime(CANVAS_TITLE);
  waiting.runtime = null;
  if (!waiting.opening) letGo(waiting);
  return runtime;
}
