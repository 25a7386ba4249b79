import Graph from 'graphology';
import Sigma from 'sigma';
import { layerPlain, pathLine } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import {
  type EdgeAttributes,
  type GraphFocus,
  hasRemovals,
  type NodeAttributes,
  syncGraph,
  type ViewEdge,
  type ViewGraph,
  type ViewNode,
} from './graph-model';
import { type RunningLayout, runLayout } from './layout-supervisor';

const DIMMED_NODE = '#dfe3ea';
const DIMMED_EDGE = '#eef0f4';
const FOCUS_EDGE = '#fa541c';
const newGraph = (): ViewGraph =>
  new Graph<NodeAttributes, EdgeAttributes>({ multi: true, type: 'directed' });

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
  sigma: Sigma<NodeAttributes, EdgeAttributes>;
  /** Told of each sigma instance as it is mounted (the bench listens to its renders). */
  onMount: ((sigma: Sigma<NodeAttributes, EdgeAttributes>) => void) | null = null;
  private focus: { nodes: Set<string>; edges: Set<string> } | null = null;
  private selected: string | null = null;
  private layout: RunningLayout | null = null;
  private pendingClick: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly container: HTMLElement,
    private readonly events: RendererEvents,
  ) {
    // Throws here when the browser has no WebGL 2: the view falls back to its table.
    this.sigma = this.mount(this.graph);
  }

  /**
   * A sigma instance on `graph`. A graph is replaced by mounting a new instance rather than with
   * sigma's setGraph, which leaves its parallel-edge index on the old graph (edges added later
   * then fail).
   */
  private mount(graph: ViewGraph) {
    const sigma = new Sigma(graph, this.container, {
      // Straight edges only: sigma draws every edge with the vertex count of its longest path,
      // and its default self-loop path (32 segments) made 10,000 edges ten times as costly.
      primitives: { edges: { paths: [pathLine()], layers: [layerPlain()] } },
      settings: {
        enableNodeDrag: true,
        // Sizes in screen pixels (sigma 4 measures them in graph coordinates by default).
        itemSizesReference: 'screen',
        allowInvalidContainer: true,
        labelDensity: 0.6,
        // Every label on small graphs; on large ones only those of bigger nodes, the rest on zoom.
        labelRenderedSizeThreshold: graph.order <= 300 ? 0 : 7,
        minCameraRatio: 0.02,
        maxCameraRatio: 8,
        stagePadding: 48,
        // Relation names on the edges while there are few enough to read.
        renderEdgeLabels: graph.size <= 300,
      },
      nodeReducer: (key, _data, attrs) => this.nodeLook(key, attrs),
      edgeReducer: (key) => this.edgeLook(key),
    });
    sigma.on('clickNode', ({ node }) => {
      clearTimeout(this.pendingClick);
      this.pendingClick = setTimeout(() => this.events.onOpenNode(node), DOUBLE_CLICK_MS);
    });
    sigma.on('doubleClickNode', ({ node, preventSigmaDefault }) => {
      preventSigmaDefault();
      clearTimeout(this.pendingClick);
      this.events.onExpandNode(node);
    });
    // A dragged node stays where it is put: the layout would pull it back.
    sigma.on('nodeDragStart', () => this.stopLayout());
    this.onMount?.(sigma);
    return sigma;
  }

  private nodeLook(key: string, attrs: NodeAttributes): Partial<NodeDisplayData> {
    const picked = key === this.selected || (this.focus?.nodes.has(key) ?? false);
    if (picked) return { labelVisibility: 'visible', depth: 'topNodes', size: attrs.size + 3, zIndex: 2 };
    if (this.focus || this.selected) return { color: DIMMED_NODE, labelVisibility: 'hidden', zIndex: 0 };
    return {};
  }

  private edgeLook(key: string): Partial<EdgeDisplayData> {
    if (!this.focus) return {};
    if (this.focus.edges.has(key)) return { color: FOCUS_EDGE, size: 3, depth: 'topEdges', zIndex: 2 };
    return { color: DIMMED_EDGE };
  }

  /**
   * Shows exactly these nodes and edges; when any were added, the layout runs again. A first load,
   * or one that removes items, is built apart (keeping the positions of nodes that stay) and handed
   * to sigma whole: one indexation instead of one per item.
   */
  load(nodes: ViewNode[], edges: ViewEdge[], colors: Map<string, string>) {
    if (this.graph.order > 0 && !hasRemovals(this.graph, nodes, edges)) {
      if (syncGraph(this.graph, nodes, edges, colors)) this.startLayout();
      return;
    }
    const placed = new Map<string, { x: number; y: number }>();
    this.graph.forEachNode((node, attributes) => placed.set(node, { x: attributes.x, y: attributes.y }));
    this.stopLayout();
    const fresh = newGraph();
    const added = syncGraph(fresh, nodes, edges, colors, placed);
    this.graph = fresh;
    this.sigma.kill();
    this.sigma = this.mount(fresh);
    if (added) this.startLayout();
  }

  /** Runs the layout in its worker; the graph moves on screen as it settles. */
  startLayout() {
    this.stopLayout();
    if (this.graph.order < 2) return;
    this.layout = runLayout(this.graph, () => {
      this.layout = null;
      this.events.onLayoutChange(false);
    });
    this.events.onLayoutChange(true);
  }

  isSettling = () => this.layout !== null;

  stopLayout() {
    if (!this.layout) return;
    this.layout.stop();
    this.layout = null;
    this.events.onLayoutChange(false);
  }

  setFocus(focus: GraphFocus | null) {
    this.focus = focus && { nodes: new Set(focus.nodes), edges: new Set(focus.edges) };
    this.sigma.refresh({ skipIndexation: true });
    if (focus?.nodes.length) this.frame(focus.nodes);
  }

  select(id: string | null) {
    this.selected = id && this.graph.hasNode(id) ? id : null;
    this.sigma.refresh({ skipIndexation: true });
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

  zoomIn = () => void this.sigma.getCamera().zoomIn({ duration: 250 });
  zoomOut = () => void this.sigma.getCamera().zoomOut({ duration: 250 });
  fit = () => void this.sigma.getCamera().reset({ duration: 400 });

  kill() {
    clearTimeout(this.pendingClick);
    this.stopLayout();
    this.sigma.kill();
  }
}
