import Graph from 'graphology';
import { EdgeLineProgram, EdgeRectangleProgram, NodePointProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { CameraFollow } from './camera-follow';
import {
  type EdgeAttributes,
  type GraphFocus,
  hasRemovals,
  type NodeAttributes,
  sizeScale,
  syncGraph,
  type ViewEdge,
  type ViewGraph,
  type ViewNode,
} from './graph-model';
import { type RunningLayout, runLayout } from './layout-supervisor';
import { LeanSigma } from './lean-sigma';
import { PositionUpdates } from './position-updates';
import { uploadOnChange } from './upload-on-change';

const DIMMED_NODE = '#dfe3ea';
const DIMMED_EDGE = '#eef0f4';
const FOCUS_EDGE = '#fa541c';
const PointProgram = uploadOnChange(NodePointProgram);
const LineProgram = uploadOnChange(EdgeLineProgram);
const newGraph = (): ViewGraph =>
  new Graph<NodeAttributes, EdgeAttributes>({ multi: true, type: 'directed' });

/**
 * A graph up to this many items is built and handed to sigma in one task; a larger one is built in
 * a task of its own, then handed over in the next.
 */
const AT_ONCE = 3000;

/** A click waits this long for a second one: a double-click expands, it does not also open. */
const DOUBLE_CLICK_MS = 280;

export interface RendererEvents {
  onOpenNode(id: string): void;
  onExpandNode(id: string): void;
  onLayoutChange(running: boolean): void;
}

/**
 * The sigma renderer of one graph view and what the view asks of it: the focus (a query path)
 * and the selected node drawn over a dimmed rest, the camera, the layout. Kept outside React:
 * the component only calls it.
 */
export class GraphRenderer {
  graph: ViewGraph = newGraph();
  readonly sigma: LeanSigma;
  private focus: { nodes: Set<string>; edges: Set<string> } | null = null;
  private selected: string | null = null;
  private layout: RunningLayout | null = null;
  /** While the layout runs: its positions reach sigma in slices, and the camera follows. */
  private settling: { updates: PositionUpdates; follow: CameraFollow } | null = null;
  private pendingClick: ReturnType<typeof setTimeout> | undefined;
  /** The next step of loading a large graph: building it, or handing it to sigma. */
  private loading: ReturnType<typeof setTimeout> | undefined;
  /** Whether the pointer moved the node it holds (then its click is not a click). */
  private dragged = false;

  constructor(
    container: HTMLElement,
    private readonly events: RendererEvents,
  ) {
    // Throws here when the browser has no WebGL: the view falls back to its table.
    this.sigma = new LeanSigma(this.graph, container, {
      // Points and one-pixel lines, each kind in one plain draw call: instanced quads (sigma's
      // circles and rectangles) cost a draw per item on a GPU emulated in software. A path's
      // edges are few and drawn thick over the others.
      defaultNodeType: 'point',
      nodeProgramClasses: { point: PointProgram },
      defaultEdgeType: 'line',
      edgeProgramClasses: { line: LineProgram, thick: EdgeRectangleProgram },
      // Sizes in screen pixels, growing with the zoom (the view's, while the camera follows a
      // settling layout).
      itemSizesReference: 'screen',
      zoomToSizeRatioFunction: (ratio) => Math.sqrt(ratio / (this.settling?.follow.scale ?? 1)),
      allowInvalidContainer: true,
      labelFont: 'system-ui, sans-serif',
      labelSize: 12,
      labelDensity: 0.6,
      minCameraRatio: 0.02,
      maxCameraRatio: 8,
      stagePadding: 48,
      // Sigma copies the attributes before reducing them: the copy is ours to change.
      nodeReducer: (key, attrs) => Object.assign(attrs, this.nodeLook(key, attrs)),
      edgeReducer: (key, attrs) => Object.assign(attrs, this.edgeLook(key)),
    });
    this.sigma.on('clickNode', ({ node }) => {
      if (this.dragged) return;
      clearTimeout(this.pendingClick);
      this.pendingClick = setTimeout(() => this.events.onOpenNode(node), DOUBLE_CLICK_MS);
    });
    this.sigma.on('doubleClickNode', ({ node, preventSigmaDefault }) => {
      preventSigmaDefault();
      clearTimeout(this.pendingClick);
      this.events.onExpandNode(node);
    });
    this.enableDrag();
  }

  /** A node follows the pointer while held; the layout stops, or it would pull the node back. */
  private enableDrag() {
    let held: string | null = null;
    const captor = this.sigma.getMouseCaptor();
    this.sigma.on('downNode', ({ node }) => {
      held = node;
      this.dragged = false;
    });
    captor.on('mousemovebody', (event) => {
      if (!held) return;
      if (!this.dragged) {
        this.stopLayout();
        // Sigma fits the graph's extent to the view: a node dragged past it would move the rest.
        this.sigma.setCustomBBox(this.sigma.getBBox());
      }
      this.dragged = true;
      // In place, and sigma redraws only this node and its edges: through a graph event it would
      // pass over the whole graph at every move (~100 ms at 15,000 items).
      Object.assign(this.graph.getNodeAttributes(held), this.sigma.viewportToGraph(event));
      this.sigma.refresh({
        partialGraph: { nodes: [held], edges: this.graph.edges(held) },
        skipIndexation: true,
        schedule: true,
      });
      // The pointer moves the node, not the camera.
      event.preventSigmaDefault();
      event.original.preventDefault();
      event.original.stopPropagation();
    });
    captor.on('mouseup', () => {
      held = null;
      // After the click that ends a drag (which opens nothing).
      setTimeout(() => {
        this.dragged = false;
      });
    });
  }

  /** A picked node (searched, or on the path) is drawn over the rest with its label. */
  private nodeLook(key: string, attrs: NodeAttributes): Partial<NodeDisplayData> {
    const picked = key === this.selected || (this.focus?.nodes.has(key) ?? false);
    if (picked) return { highlighted: true, size: attrs.size + 3 };
    if (this.focus || this.selected) return { color: DIMMED_NODE, label: null };
    return {};
  }

  private edgeLook(key: string): Partial<EdgeDisplayData> {
    if (!this.focus) return {};
    if (this.focus.edges.has(key)) return { color: FOCUS_EDGE, size: 3, type: 'thick' };
    return { color: DIMMED_EDGE };
  }

  /**
   * Shows exactly these nodes and edges; when any were added, the layout runs again. A first load,
   * or one that removes items, is built apart (keeping the positions of nodes that stay), then
   * handed to sigma whole: at their starting positions, its first frame already shows the graph,
   * and the layout moves it from there.
   */
  load(nodes: ViewNode[], edges: ViewEdge[], colors: Map<string, string>) {
    this.stopLoading();
    if (this.graph.order > 0 && !hasRemovals(this.graph, nodes, edges)) {
      if (syncGraph(this.graph, nodes, edges, colors)) this.startLayout();
      return;
    }
    const placed = new Map<string, { x: number; y: number }>();
    this.graph.forEachNode((node, attributes) => placed.set(node, { x: attributes.x, y: attributes.y }));
    this.stopLayout();
    const build = () => {
      const fresh = newGraph();
      const added = syncGraph(fresh, nodes, edges, colors, placed);
      return { fresh, added };
    };
    if (nodes.length + edges.length <= AT_ONCE) {
      const { fresh, added } = build();
      this.show(fresh, added);
      return;
    }
    // A large graph: built in a task of its own (not the one that mounts the view), shown in the
    // next. Sigma's pass over a graph is one task whatever feeds it: fed in slices, it passed over
    // what had arrived at every frame (~600 ms more before the first paint at 15,000 items).
    this.events.onLayoutChange(true);
    this.loading = setTimeout(() => {
      const { fresh, added } = build();
      this.loading = setTimeout(() => {
        this.loading = undefined;
        this.show(fresh, added);
        if (!added) this.events.onLayoutChange(false);
      });
    });
  }

  /** Sigma draws `graph` now (one pass over it); the layout runs when it has new nodes or edges. */
  private show(graph: ViewGraph, added: boolean) {
    this.sigma.setSettings({
      // Every label on small graphs; on large ones only those of bigger nodes, the rest on zoom.
      labelRenderedSizeThreshold: graph.order <= 300 ? 0 : 6 * sizeScale(graph.order),
      // Relation names on the edges while there are few enough to read.
      renderEdgeLabels: graph.size <= 300,
    });
    this.graph = graph;
    this.sigma.setGraph(graph);
    if (added) this.startLayout();
  }

  private stopLoading() {
    if (this.loading === undefined) return;
    clearTimeout(this.loading);
    this.loading = undefined;
    this.events.onLayoutChange(false);
  }

  /** Runs the layout in its worker; the graph moves on screen as it settles. */
  startLayout() {
    this.stopLayout();
    // The view fits the graph again as it settles (a drag had pinned the extent). Only then: the
    // call has sigma draw the whole graph again at the next frame, which would follow the load's
    // first draw before the GPU shows it (one software frame, 150–300 ms, more to the first paint).
    if (this.sigma.getCustomBBox()) this.sigma.setCustomBBox(null);
    if (this.graph.order < 2) return;
    const follow = new CameraFollow(this.sigma.getCamera());
    const updates = new PositionUpdates(this.sigma, this.graph, (box) => follow.frame(box));
    this.settling = { updates, follow };
    this.layout = runLayout(this.graph, {
      onMoved: () => updates.moved(),
      onSettled: () => {
        this.layout = null;
        this.endSettling();
        this.events.onLayoutChange(false);
      },
    });
    this.events.onLayoutChange(true);
  }

  /**
   * Once the layout stops: sigma passes over the whole graph once more (its extent, label grid and
   * buffers for the final positions), and the camera shows the same as before in its coordinates.
   */
  private endSettling() {
    if (!this.settling) return;
    this.settling.updates.stop();
    this.settling.follow.release();
    this.settling = null;
    // At once: the camera already stands where the new normalization needs it (a drag that
    // stopped the layout reads positions through both next).
    this.sigma.refresh({ partialGraph: {} });
  }

  isSettling = () => this.layout !== null || this.loading !== undefined;

  stopLayout() {
    if (!this.layout) return;
    this.layout.stop();
    this.layout = null;
    this.endSettling();
    this.events.onLayoutChange(false);
  }

  setFocus(focus: GraphFocus | null) {
    // The view starts without a focus: nothing to redraw.
    if (!focus && !this.focus) return;
    this.focus = focus && { nodes: new Set(focus.nodes), edges: new Set(focus.edges) };
    this.sigma.refresh();
    if (focus?.nodes.length) this.frame(focus.nodes);
  }

  select(id: string | null) {
    this.selected = id && this.graph.hasNode(id) ? id : null;
    this.sigma.refresh();
  }

  /** Moves the camera onto a node (search) and marks it. */
  goTo(id: string) {
    this.select(id);
    this.frame([id], 0.18);
  }

  /** Frames the given nodes (a path, a searched node). */
  frame(ids: string[], minRatio = 0.12) {
    const points = ids.flatMap((id) => this.sigma.getNodeDisplayData(id) ?? []);
    if (points.length === 0) return;
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const ratio = Math.max(minRatio, Math.max(maxX - minX, maxY - minY) * 1.4);
    void this.sigma
      .getCamera()
      .animate({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, ratio }, { duration: 500 });
  }

  zoomIn = () => void this.sigma.getCamera().animatedZoom({ duration: 250 });
  zoomOut = () => void this.sigma.getCamera().animatedUnzoom({ duration: 250 });
  fit = () => void this.sigma.getCamera().animatedReset({ duration: 400 });

  kill() {
    clearTimeout(this.pendingClick);
    this.stopLoading();
    this.stopLayout();
    this.sigma.kill();
  }
}
