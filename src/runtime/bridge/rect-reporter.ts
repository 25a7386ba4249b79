import type { Rect, RuntimeToEditor } from '../../shared/runtime-protocol/messages';

/**
 * Measures every element box ([data-node-id]) at most once per animation frame and reports what
 * changed since the last report, so the editor can draw selection outlines and drop targets
 * above the iframe. Unchanged boxes are not re-sent: an edit costs bytes for what it moved.
 */
export interface RectReporter {
  /** Measure at the next frame; `complete` sends every box and tells the editor to drop the rest. */
  schedule(complete?: boolean): void;
  dispose(): void;
}

const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const round = (value: number) => Math.round(value * 10) / 10;

export function createRectReporter(
  root: () => ParentNode | null,
  send: (rects: RuntimeToEditor['rects']) => void,
): RectReporter {
  let last = new Map<string, Rect>();
  let frame: number | null = null;
  let completeNext = true;

  const measure = () => {
    frame = null;
    const complete = completeNext;
    completeNext = false;
    const current = new Map<string, Rect>();
    for (const element of root()?.querySelectorAll<HTMLElement>('[data-node-id]') ?? []) {
      const id = element.dataset.nodeId!;
      if (current.has(id)) continue;
      const box = element.getBoundingClientRect();
      current.set(id, {
        x: round(box.x),
        y: round(box.y),
        width: round(box.width),
        height: round(box.height),
      });
    }
    const rects: Record<string, Rect> = {};
    for (const [id, rect] of current) {
      const before = last.get(id);
      if (complete || !before || !same(before, rect)) rects[id] = rect;
    }
    const removed = complete ? [] : [...last.keys()].filter((id) => !current.has(id));
    last = current;
    if (complete || removed.length > 0 || Object.keys(rects).length > 0) send({ rects, removed, complete });
  };

  return {
    schedule(complete = false) {
      completeNext ||= complete;
      frame ??= requestAnimationFrame(measure);
    },
    dispose() {
      if (frame !== null) cancelAnimationFrame(frame);
    },
  };
}
