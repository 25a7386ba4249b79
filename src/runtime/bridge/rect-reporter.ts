import type { Rect, RuntimeToEditor } from '../../shared/runtime-protocol/messages';
import { CHUNK_SELECTOR } from '../render/content-chunks';
import { afterPaint } from './after-paint';

/**
 * Reports element boxes ([data-node-id]) so the editor can draw selection outlines and drop
 * targets above the iframe. Only elements in or near the viewport are measured (an
 * IntersectionObserver keeps that set, a MutationObserver brings new elements to it), at most
 * once per animation frame, after it is drawn, and only boxes that changed are sent: on a page of 1,000 modules an
 * edit costs the handful of boxes on screen, not a thousand measurements. The content area's
 * modules are watched by their chunk (content-chunks.ts): the browser then checks some 60 chunks
 * per frame rather than 1,000 modules, and a chunk near the viewport has its elements measured.
 */
export interface RectReporter {
  /** Measure at the next frame; `complete` sends every visible box and tells the editor to drop the rest. */
  schedule(complete?: boolean): void;
  dispose(): void;
}

const SELECTOR = '[data-node-id]';
const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const round = (value: number) => Math.round(value * 10) / 10;

function within(node: Node, selector: string): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const inside = [...node.querySelectorAll<HTMLElement>(selector)];
  return node.matches(selector) ? [node, ...inside] : inside;
}

const WATCHED = `${SELECTOR}, ${CHUNK_SELECTOR}`;

/** What the IntersectionObserver watches in a subtree: chunks, and elements outside any chunk. */
function watchedElements(node: Node): HTMLElement[] {
  return within(node, WATCHED).filter(
    (element) => element.matches(CHUNK_SELECTOR) || !element.parentElement?.closest(CHUNK_SELECTOR),
  );
}

/** The elements a watched element stands for: a chunk's node elements, or the element itself. */
function measuredElements(watched: HTMLElement): Iterable<HTMLElement> {
  return watched.matches(CHUNK_SELECTOR) ? watched.querySelectorAll<HTMLElement>(SELECTOR) : [watched];
}

export function createRectReporter(
  root: HTMLElement,
  send: (rects: RuntimeToEditor['rects']) => void,
  { nearby = '50%' }: { nearby?: string } = {},
): RectReporter {
  const visible = new Set<HTMLElement>();
  let last = new Map<string, Rect>();
  let completeNext = true;

  const measure = () => {
    const complete = completeNext;
    completeNext = false;
    const current = new Map<string, Rect>();
    for (const watched of visible) {
      if (!watched.isConnected) continue;
      for (const element of measuredElements(watched)) {
        const id = element.dataset.nodeId;
        if (!id || current.has(id)) continue;
        const box = element.getBoundingClientRect();
        current.set(id, {
          x: round(box.x),
          y: round(box.y),
          width: round(box.width),
          height: round(box.height),
        });
      }
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

  // Measured just after the next frame is drawn, not in it: the frame lays the page out anyway,
  // so the boxes cost no layout of their own and the edit reaches the screen sooner.
  const measuring = afterPaint(measure);
  const schedule = (complete = false) => {
    completeNext ||= complete;
    measuring.schedule();
  };

  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) visible.add(element);
        else visible.delete(element);
      }
      schedule();
    },
    { rootMargin: `${nearby} 0px` },
  );
  const arrivals = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes)
        for (const element of watchedElements(node)) visibility.observe(element);
      for (const node of record.removedNodes) {
        for (const element of within(node, WATCHED)) {
          visibility.unobserve(element);
          visible.delete(element);
        }
      }
    }
    schedule();
  });
  for (const element of watchedElements(root)) visibility.observe(element);
  arrivals.observe(root, { childList: true, subtree: true });

  return {
    schedule,
    dispose() {
      measuring.cancel();
      visibility.disconnect();
      arrivals.disconnect();
    },
  };
}
