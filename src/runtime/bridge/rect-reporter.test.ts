import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeToEditor } from '../../shared/runtime-protocol/messages';
import { createRectReporter } from './rect-reporter';

type Box = { x: number; y: number; width: number; height: number };

function fakeScreen(boxes: Record<string, Box>) {
  return {
    boxes,
    querySelectorAll: () =>
      Object.keys(boxes).map((id) => ({ dataset: { nodeId: id }, getBoundingClientRect: () => boxes[id] })),
  } as unknown as ParentNode & { boxes: Record<string, Box> };
}

describe('rect reporter', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('measures once per frame, then sends only the boxes that changed and the ones removed', () => {
    const screen = fakeScreen({
      a: { x: 0, y: 0, width: 10, height: 10 },
      b: { x: 0, y: 10, width: 10, height: 10 },
    });
    const sent: RuntimeToEditor['rects'][] = [];
    const reporter = createRectReporter(
      () => screen,
      (rects) => sent.push(rects),
    );

    reporter.schedule(true);
    reporter.schedule();
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(sent[0]).toEqual({ complete: true, removed: [], rects: screen.boxes });

    screen.boxes.b = { x: 0, y: 12, width: 10, height: 10 };
    delete (screen.boxes as Partial<Record<string, Box>>).a;
    reporter.schedule();
    frames.shift()!();
    expect(sent[1]).toEqual({
      complete: false,
      removed: ['a'],
      rects: { b: { x: 0, y: 12, width: 10, height: 10 } },
    });

    reporter.schedule();
    frames.shift()!();
    expect(sent).toHaveLength(2);
  });
});
