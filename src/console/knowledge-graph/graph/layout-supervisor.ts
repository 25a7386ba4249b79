import type Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2LayoutSupervisor from 'graphology-layout-forceatlas2/worker';

/**
 * The library's supervisor (it turns the graph into typed arrays, posts them to the worker and
 * writes each iteration's positions back into the graph, so sigma shows the layout as it
 * settles), with its worker started from our own file instead of a blob: address.
 */
class SameOriginSupervisor extends FA2LayoutSupervisor {
  declare worker: Worker | null;
  declare running: boolean;
  declare handleMessage: (event: MessageEvent) => void;

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
 * Runs ForceAtlas2 off the main thread on `graph` until it settles (settleTime) or is stopped;
 * `onSettled` is told when it stops by itself.
 */
export function runLayout(graph: Graph, onSettled?: () => void): RunningLayout {
  const supervisor = new SameOriginSupervisor(graph, {
    settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 400, slowDown: 4 },
  });
  supervisor.start();
  const timer = setTimeout(() => {
    supervisor.kill();
    onSettled?.();
  }, settleTime(graph.order));
  return {
    stop() {
      clearTimeout(timer);
      supervisor.kill();
    },
    isRunning: () => supervisor.isRunning(),
  };
}
