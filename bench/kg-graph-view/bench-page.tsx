import { createRoot } from 'react-dom/client';
import { GraphView } from '../../src/console/knowledge-graph/graph/GraphView';
import type { GraphRenderer } from '../../src/console/knowledge-graph/graph/graph-renderer';
import { canvasFloor, type DrawFloor, type Positions, spread, webglFloor } from './floors';
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
  /** The longest main-thread task meanwhile (a frame's whole task, the browser's part too). */
  longest: number;
}

declare global {
  interface Window {
    /** Every long task since the page started, [start, duration] in ms (index.html's observer). */
    __kgLongTasks: [number, number][];
    /** A floor's: where to draw the nodes (the view's layout), set before the page starts. */
    __kgAt?: [string, [number, number]][];
    __kg: {
      /** From the navigation's start to the frame after the whole graph was first drawn. */
      firstPaintMs?: number;
      /** The view's: how long each of sigma's passes over the whole graph took (its longest job). */
      processMs: number[];
      settled(): boolean;
      pan(ms: number): Promise<PanResult>;
      /** The view's: where its nodes are on the canvas, in pixels. */
      positions(): [string, [number, number]][];
    };
  }
}

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
  processMs: [],
  settled: () => true,
  pan: () => Promise.reject(new Error('not ready')),
  positions: () => [],
};
window.__kg = kg;

/** Moves the view a little every frame for `ms`, counting frames drawn and their main-thread work. */
function panLoop(ms: number, move: (t: number) => void, drawn: () => number, workOf: () => number[]) {
  return new Promise<PanResult>((resolve) => {
    const begin = performance.now();
    const framesBefore = drawn();
    const step = (now: number) => {
      move(now - begin);
      if (now - begin < ms) requestAnimationFrame(step);
      else
        resolve({
          frames: drawn() - framesBefore,
          seconds: (now - begin) / 1000,
          work: workOf(),
          longest: Math.max(
            0,
            ...window.__kgLongTasks.filter(([start]) => start >= begin).map(([, duration]) => duration),
          ),
        });
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
    let processStart = 0;
    sigma.on('beforeProcess', () => {
      processStart = performance.now();
    });
    sigma.on('afterProcess', () => {
      if (sigma.getGraph().order === nodes.length) kg.processMs.push(performance.now() - processStart);
    });
    sigma.on('beforeRender', () => {
      renderStart = performance.now();
    });
    sigma.on('afterRender', () => {
      renders++;
      work.push(moveCost + performance.now() - renderStart);
      moveCost = 0;
      // The first frame that holds the whole graph (a large one arrives in slices).
      const whole = sigma.getGraph().order === nodes.length && sigma.getGraph().size === edges.length;
      if (kg.firstPaintMs === undefined && whole) {
        afterPaint(() => {
          kg.firstPaintMs ??= performance.now();
        });
      }
    });
  };
  const ready = (renderer: GraphRenderer) => {
    kg.settled = () => !renderer.isSettling();
    kg.positions = () =>
      nodes.map((node) => {
        const { x, y } = renderer.sigma.graphToViewport(renderer.graph.getNodeAttributes(node.id));
        return [node.id, [x, y]];
      });
    listen(renderer.sigma);
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

type MakeFloor = (canvas: HTMLCanvasElement, n: typeof nodes, e: typeof edges, at: Positions) => DrawFloor;

/** The thinnest page of a technology: it draws the whole graph once as it starts, then pans. */
function mountFloor(make: MakeFloor, at: Positions) {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  stage.append(canvas);
  const draw = make(canvas, nodes, edges, at);
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
    kg.firstPaintMs = performance.now();
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

const floor = mode === 'webgl' ? webglFloor : mode === 'canvas' ? canvasFloor : null;
if (!floor) mountView();
else mountFloor(floor, window.__kgAt ? new Map(window.__kgAt) : spread(nodes, WIDTH, HEIGHT));
