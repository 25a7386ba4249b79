import type Sigma from 'sigma';
import type { EdgeAttributes, NodeAttributes, ViewGraph } from './graph-model';

/** Items whose new positions sigma takes per task (each task well under 50 ms). */
const ITEMS_PER_TASK = 1200;

/**
 * The least time from one pass's start to the next, growing with the items (250 ms from 15,000
 * on; a small graph moves at every frame): every pass has sigma send all items to the GPU again,
 * and a GPU emulated in software (~100 ms a frame at 15,000 items here) makes that upload wait on
 * the main thread while it still draws the frame before.
 */
const passInterval = (items: number) => Math.min(250, items / 60);

/** The nodes' extent in sigma's framed coordinates (its camera's). */
export interface FramedBox {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * Hands the layout's positions to sigma while it settles, a slice of nodes then edges per task,
 * at most one pass per frame. A moved graph would otherwise cost sigma a pass over the whole graph
 * in one task at every frame (its extent, label grid and every item's buffer, ~100 ms here at
 * 15,000 items); a partial refresh that skips that indexation only rewrites the items' buffers.
 * The extent sigma normalizes with stays the one of its last whole pass: after each pass `onPass`
 * gets the nodes' box in those coordinates, to keep them framed with the camera.
 */
export class PositionUpdates {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private frame: number | undefined;
  /** A pass waits for its turn, or runs. */
  private state: 'idle' | 'waiting' | 'passing' = 'idle';
  private lastPass = -Infinity;
  /** The layout moved the nodes again during the pass. */
  private movedAgain = false;

  constructor(
    private readonly sigma: Sigma<NodeAttributes, EdgeAttributes>,
    private readonly graph: ViewGraph,
    private readonly onPass: (box: FramedBox) => void,
  ) {}

  /** The nodes' attributes hold new positions. */
  moved() {
    if (this.state === 'passing') this.movedAgain = true;
    if (this.state !== 'idle') return;
    this.state = 'waiting';
    // After an animation frame: sigma's render of that frame indexes items just added (a partial
    // refresh must find them indexed); then in a task of its own, not the frame's.
    const items = this.graph.order + this.graph.size;
    const wait = Math.max(0, this.lastPass + passInterval(items) - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.frame = requestAnimationFrame(() => {
        this.frame = undefined;
        this.timer = setTimeout(() => {
          this.state = 'passing';
          this.pass();
        });
      });
    }, wait);
  }

  stop() {
    clearTimeout(this.timer);
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.timer = undefined;
    this.frame = undefined;
    this.state = 'idle';
    this.movedAgain = false;
  }

  private pass() {
    this.lastPass = performance.now();
    const nodes = this.graph.nodes();
    const edges = this.graph.edges();
    const total = nodes.length + edges.length;
    const box: FramedBox = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    let next = 0;
    const step = () => {
      const end = Math.min(total, next + ITEMS_PER_TASK);
      const nodeSlice = nodes.slice(Math.min(next, nodes.length), Math.min(end, nodes.length));
      const edgeSlice = edges.slice(Math.max(0, next - nodes.length), Math.max(0, end - nodes.length));
      this.sigma.refresh({
        partialGraph: { nodes: nodeSlice, edges: edgeSlice },
        skipIndexation: true,
        schedule: true,
      });
      for (const node of nodeSlice) {
        const { x, y } = this.sigma.getNodeDisplayData(node) as { x: number; y: number };
        if (x < box.minX) box.minX = x;
        if (x > box.maxX) box.maxX = x;
        if (y < box.minY) box.minY = y;
        if (y > box.maxY) box.maxY = y;
      }
      next = end;
      if (next < total) {
        this.timer = setTimeout(step);
        return;
      }
      this.timer = undefined;
      this.state = 'idle';
      this.onPass(box);
      if (this.movedAgain) {
        this.movedAgain = false;
        this.moved();
      }
    };
    step();
  }
}
