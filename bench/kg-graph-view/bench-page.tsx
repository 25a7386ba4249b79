import { createRoot } from 'react-dom/client';
import { GraphView } from '../../src/console/knowledge-graph/graph/GraphView';
import type { GraphRenderer } from '../../src/console/knowledge-graph/graph/graph-renderer';
import { canvasFloor, type DrawFloor, webglFloor } from './floors';
import { generateGraph } from './generate';

/**
 * The bench's page: `?mode=view` mounts the console's GraphView with 5,000 nodes and 10,000
 * edges; `?mode=webgl` and `?mode=canvas` draw the same counts with the thinnest code of each
 * technology. The driver (bench/kg-graph-view.ts) reads window.__kg.
 */
interface PanResult {
  frames: number;
  seconds: number;
  /** Main-thread milliseconds of each frame: the camera move plus the draw. */
  work: number[];
}

declare global {
  interface Window {
    __kg: {
      firstPaintMs?: number;
      longTasks: number[];
      settled(): boolean;
      pan(ms: number): Promise<PanResult>;
    };
  }
}

const started = performance.now();
const WIDTH = 1000;
const HEIGHT = 600;
const mode = new URLSearchParams(location.search).get('mode') ?? 'view';
const search = new URLSearchParams(location.search);
const { nodes, edges } = generateGraph(
  Number(search.get('nodes') ?? 5000),
  Number(search.get('edges') ?? 10000),
);
const stage = document.getElementById('stage') as HTMLElement;
const afterPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

const kg: Window['__kg'] = {
  longTasks: [],
  settled: () => true,
  pan: () => Promise.reject(new Error('not ready')),
};
window.__kg = kg;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) kg.longTasks.push(entry.duration);
}).observe({ type: 'longtask' });

/** Moves the view a little every frame for `ms`, counting frames drawn and their main-thread work. */
function panLoop(ms: number, move: (t: number) => void, drawn: () => number, workOf: () => number[]) {
  return new Promise<PanResult>((resolve) => {
    const begin = performance.now();
    const framesBefore = drawn();
    const step = (now: number) => {
      move(now - begin);
      if (now - begin < ms) requestAnimationFrame(step);
      else resolve({ frames: drawn() - framesBefore, seconds: (now - begin) / 1000, work: workOf() });
    };
    requestAnimationFrame(step);
  });
}

function mountView() {
  let renders = 0;
  let work: number[] = [];
  let renderStart = 0;
  let moveCost = 0;
  const listen = (sigma: GraphRenderer['sigma']) => {
    const tuning = new URLSearchParams(location.search).get('settings');
    if (tuning) sigma.setSettings(JSON.parse(tuning));
    sigma.on('beforeRender', () => {
      renderStart = performance.now();
    });
    sigma.on('afterRender', () => {
      renders++;
      work.push(moveCost + performance.now() - renderStart);
      moveCost = 0;
      if (kg.firstPaintMs === undefined && sigma.getGraph().order > 0) {
        afterPaint(() => {
          kg.firstPaintMs ??= performance.now() - started;
        });
      }
    });
  };
  const ready = (renderer: GraphRenderer) => {
    kg.settled = () => !renderer.isSettling();
    listen(renderer.sigma);
    renderer.onMount = listen;
    kg.pan = (ms) => {
      renderer.stopLayout();
      const camera = renderer.sigma.getCamera();
      const origin = camera.getState();
      work = [];
      return panLoop(
        ms,
        (t) => {
          const before = performance.now();
          camera.setState({ x: origin.x + Math.sin(t / 400) * 0.2, y: origin.y + Math.cos(t / 400) * 0.1 });
          moveCost = performance.now() - before;
        },
        () => renders,
        () => work,
      );
    };
  };
  createRoot(stage).render(
    <GraphView title="bench" nodes={nodes} edges={edges} height={HEIGHT} onReady={ready} />,
  );
}

function mountFloor(make: (canvas: HTMLCanvasElement, n: typeof nodes, e: typeof edges) => DrawFloor) {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  stage.append(canvas);
  const draw = make(canvas, nodes, edges);
  let frames = 0;
  let work: number[] = [];
  const timed = (dx: number, dy: number) => {
    const before = performance.now();
    draw(dx, dy);
    work.push(performance.now() - before);
    frames++;
  };
  timed(0, 0);
  afterPaint(() => {
    kg.firstPaintMs = performance.now() - started;
  });
  kg.pan = (ms) => {
    work = [];
    return panLoop(
      ms,
      (t) => timed(Math.sin(t / 400) * 200, Math.cos(t / 400) * 60),
      () => frames,
      () => work,
    );
  };
}

if (mode === 'webgl') mountFloor(webglFloor);
else if (mode === 'canvas') mountFloor(canvasFloor);
else mountView();
