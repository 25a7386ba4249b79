import type Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2LayoutSupervisor from 'graphology-layout-forceatlas2/worker';

/** Floats per node in the library's node matrix, which starts each node with its x and y. */
const FLOATS_PER_NODE = 10;

/**
 * The library's supervisor (it turns the graph into typed arrays, posts them to the worker and
 * takes each iteration's positions back), with its worker started from our own file instead of
 * a blob: address, and the positions written without graph events.
 */
class SameOriginSupervisor extends FA2LayoutSupervisor {
  declare worker: Worker | null;
  declare running: boolean;
  declare graph: Graph;
  declare matrices: { nodes: Float32Array };
  declare askForIterations: () => void;
  /** Told when an iteration's positions are in the graph. */
  onMoved = () => {};

  /**
   * Writes the positions into the nodes' attributes in place. Through the graph's events, sigma
   * would recompute every node's look twice per iteration; it reads positions when it next draws.
   */
  handleMessage(event: MessageEvent) {
    if (!this.running) return;
    const matrix = new Float32Array(event.data.nodes);
    let offset = 0;
    this.graph.forEachNode((_node, attributes) => {
      attributes.x = matrix[offset];
      attributes.y = matrix[offset + 1];
      offset += FLOATS_PER_NODE;
    });
    this.matrices.nodes = matrix;
    this.onMoved();
    this.askForIterations();
  }

  spawnWorker() {
    this.worker?.terminate();
    this.worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', this.handleMessage);
    if (this.running) {
      this.running = false;
      this.start();
    }
  }
}

/** How long the layout runs before it stops by itself: larger graphs need longer to settle. */
export const settleTime = (nodeCount: number) => Math.min(12_000, 1_500 + nodeCount * 1.5);

export interface RunningLayout {
  /** Stops the layout where it is (a node is dragged, the view goes away). */
  stop(): void;
  isRunning(): boolean;
}

/**
 * Runs ForceAtlas2 off the main thread on `graph` until it settles (settleTime) or is stopped.
 * `onMoved` is told after each iteration has moved the nodes (their attributes change without
 * graph events), `onSettled` when the layout stops by itself.
 */
export function runLayout(
  graph: Graph,
  { onMoved, onSettled }: { onMoved(): void; onSettled(): void },
): RunningLayout {
  const supervisor = new SameOriginSupervisor(graph, {
    settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 400, slowDown: 4 },
  });
  supervisor.onMoved = onMoved;
  supervisor.start();
  const timer = setTimeout(() => {
    supervisor.kill();
    onSettled();
  }, settleTime(graph.order));
  return {
    stop() {
      clearTimeout(timer);
      supervisor.kill();
    },
    isRunning: () => supervisor.isRunning(),
  };
}
