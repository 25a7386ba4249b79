// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeToEditor } from '../../shared/runtime-protocol/messages';
import { createRectReporter } from './rect-reporter';

type Box = { x: number; y: number; width: number; height: number };

/** jsdom lays nothing out: boxes and visibility are given by the test. */
const boxes = new Map<string, Box>();
let observers: FakeIntersectionObserver[] = [];

class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser reports what is on screen. */
  show(ids: string[], isIntersecting = true) {
    this.callback(
      [...this.observed]
        .filter((e) => ids.includes((e as HTMLElement).dataset.nodeId!))
        .map((target) => ({ target, isIntersecting })),
    );
  }
}

describe('rect reporter', () => {
  let frames: Array<() => void>;
  /** Runs the next animation frame, then the task the reporter measures in once it is drawn. */
  const drawFrame = async () => {
    frames.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  beforeEach(() => {
    frames = [];
    observers = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return boxes.get(this.dataset.nodeId!) as DOMRect;
    });
    document.body.innerHTML =
      '<div id="screen"><div data-node-id="a"></div><div data-node-id="b"></div><div data-node-id="far"></div></div>';
    boxes.set('a', { x: 0, y: 0, width: 10, height: 10 }).set('b', { x: 0, y: 10, width: 10, height: 10 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('measures the visible elements once per frame, then only what changed or left', async () => {
    const sent: RuntimeToEditor['rects'][] = [];
    const reporter = createRectReporter(document.getElementById('screen')!, (rects) => sent.push(rects));
    observers[0].show(['a', 'b']);
    reporter.schedule(true);
    expect(frames).toHaveLength(1);
    await drawFrame();
    expect(sent[0]).toEqual({ complete: true, removed: [], rects: { a: boxes.get('a'), b: boxes.get('b') } });

    boxes.set('b', { x: 0, y: 12, width: 10, height: 10 });
    observers[0].show(['a'], false);
    await drawFrame();
    expect(sent[1]).toEqual({
      complete: false,
      removed: ['a'],
      rects: { b: { x: 0, y: 12, width: 10, height: 10 } },
    });

    reporter.schedule();
    await drawFrame();
    expect(sent).toHaveLength(2);
    reporter.dispose();
  });

  it('starts watching elements that a render adds', async () => {
    const reporter = createRectReporter(document.getElementById('screen')!, () => {});
    const added = document.createElement('section');
    added.innerHTML = '<p data-node-id="new"></p>';
    document.getElementById('screen')!.append(added);
    await new Promise((resolve) => setTimeout(resolve));
    expect([...observers[0].observed].map((e) => (e as HTMLElement).dataset.nodeId)).toContain('new');
    reporter.dispose();
  });

  it('watches a chunk of the content area as one, and measures its modules while it is near', async () => {
    const screen = document.getElementById('screen')!;
    screen.insertAdjacentHTML(
      'beforeend',
      '<section data-node-id="content"><div class="rb-chunk"><div data-node-id="m1"></div><div data-node-id="m2"></div></div></section>',
    );
    boxes
      .set('content', { x: 0, y: 20, width: 10, height: 40 })
      .set('m1', { x: 0, y: 20, width: 10, height: 20 })
      .set('m2', { x: 0, y: 40, width: 10, height: 20 });
    const sent: RuntimeToEditor['rects'][] = [];
    const reporter = createRectReporter(screen, (rects) => sent.push(rects));
    const watched = [...observers[0].observed].map((e) => (e as HTMLElement).dataset.nodeId ?? e.className);
    expect(watched).toEqual(expect.arrayContaining(['a', 'b', 'content', 'rb-chunk']));
    expect(watched).not.toContain('m1');

    const chunk = screen.querySelector('.rb-chunk')!;
    observers[0].callback([{ target: chunk, isIntersecting: true }]);
    await drawFrame();
    expect(Object.keys(sent.at(-1)!.rects).sort()).toEqual(['m1', 'm2']);

    // A module added to a chunk is measured with it, not watched on its own.
    chunk.insertAdjacentHTML('beforeend', '<div data-node-id="m3"></div>');
    boxes.set('m3', { x: 0, y: 60, width: 10, height: 20 });
    await new Promise((resolve) => setTimeout(resolve));
    await drawFrame();
    expect(sent.at(-1)!.rects).toEqual({ m3: boxes.get('m3') });
    expect([...observers[0].observed].map((e) => (e as HTMLElement).dataset.nodeId)).not.toContain('m3');

    observers[0].callback([{ target: chunk, isIntersecting: false }]);
    await drawFrame();
    expect(sent.at(-1)!.removed.sort()).toEqual(['m1', 'm2', 'm3']);
    reporter.dispose();
  });
});
