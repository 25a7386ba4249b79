import type Graph from 'graphology';

/** A node of the graph view: a concept or an entity, coloured by its group (the concept). */
export interface ViewNode {
  id: string;
  label: string;
  /** The legend group: the concept's name (an entity's concept, or a concept itself). */
  group: string;
  /** A value is an attribute value drawn as a node: shown, never opened. */
  kind: 'concept' | 'entity' | 'value';
}

export interface ViewEdge {
  id: string;
  source: string;
  target: string;
  label: string;
}

/** What a query path or a search picks out; everything else is dimmed. */
export interface GraphFocus {
  nodes: string[];
  edges: string[];
}

export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  label: string;
  group: string;
  kind: ViewNode['kind'];
}

export interface EdgeAttributes {
  size: number;
  color: string;
  label: string;
}

export type ViewGraph = Graph<NodeAttributes, EdgeAttributes>;

/** Distinct on a white canvas and legible as a legend dot; the brand blue first. */
export const GROUP_PALETTE = [
  '#1677ff',
  '#13a8a8',
  '#fa8c16',
  '#722ed1',
  '#eb2f96',
  '#52c41a',
  '#2f54eb',
  '#faad14',
  '#a0d911',
  '#f5222d',
  '#08979c',
  '#9254de',
];

export const EDGE_COLOR = '#c7ced9';

/** Colours by group in first-seen order, stable while the view lives. */
export function groupColors(groups: Iterable<string>, known = new Map<string, string>()) {
  for (const group of groups) {
    if (!known.has(group)) known.set(group, GROUP_PALETTE[known.size % GROUP_PALETTE.length]);
  }
  return known;
}

const nodeSize = (kind: ViewNode['kind'], degree: number, scale: number) =>
  ((kind === 'concept' ? 9 : 5) + Math.min(7, Math.sqrt(degree) * 1.5)) * scale;

/**
 * Nodes shrink as the graph grows (down to 0.4 of their size from 400 nodes on, at 6,400), so
 * that thousands of them read as clusters instead of one disc of overlapping dots.
 */
export const sizeScale = (nodeCount: number) => Math.min(1, Math.max(0.4, Math.sqrt(400 / nodeCount)));

/** A deterministic start: each group a disc of its own, so the first paint already shows clusters. */
function seedPosition(indexInGroup: number, groupIndex: number) {
  const groupAngle = groupIndex * 2.399;
  const groupRadius = groupIndex === 0 ? 0 : 40 + groupIndex * 6;
  const angle = indexInGroup * 2.399;
  const radius = Math.sqrt(indexInGroup) * 2;
  return {
    x: Math.cos(groupAngle) * groupRadius + Math.cos(angle) * radius,
    y: Math.sin(groupAngle) * groupRadius + Math.sin(angle) * radius,
  };
}

/** Whether the graph holds a node or edge that is no longer wanted. */
export function hasRemovals(graph: ViewGraph, nodes: ViewNode[], edges: ViewEdge[]) {
  const wanted = new Set(nodes.map((node) => node.id));
  const wantedEdges = new Set(edges.map((edge) => edge.id));
  return graph.someNode((node) => !wanted.has(node)) || graph.someEdge((edge) => !wantedEdges.has(edge));
}

/**
 * Adds to the graph the nodes and edges it lacks and updates the others, keeping positions (so
 * loading neighbours does not reshuffle the view); `placed` gives known positions of nodes new
 * to this graph. A new node starts beside a neighbour already placed. Returns whether anything
 * was added. (Nothing is removed here: sigma 4 fails on edges dropped from a graph it shows, so
 * a graph that loses items is rebuilt instead.)
 */
export function syncGraph(
  graph: ViewGraph,
  nodes: ViewNode[],
  edges: ViewEdge[],
  colors: Map<string, string>,
  placed: ReadonlyMap<string, { x: number; y: number }> = new Map(),
) {
  const degree = new Map<string, number>();
  const neighbourOf = new Map<string, string>();
  for (const edge of edges) {
    degree.set(edge.source, (degree.get(edge.source) ?? 0) + 1);
    degree.set(edge.target, (degree.get(edge.target) ?? 0) + 1);
    if (!neighbourOf.has(edge.target)) neighbourOf.set(edge.target, edge.source);
    if (!neighbourOf.has(edge.source)) neighbourOf.set(edge.source, edge.target);
  }
  groupColors(
    nodes.map((node) => node.group),
    colors,
  );
  const groupOrder = [...colors.keys()];
  const scale = sizeScale(nodes.length);
  const placedInGroup = new Map<string, number>();
  let added = false;
  nodes.forEach((node, index) => {
    const look = {
      label: node.label,
      group: node.group,
      kind: node.kind,
      color: colors.get(node.group) ?? GROUP_PALETTE[0],
      size: nodeSize(node.kind, degree.get(node.id) ?? 0, scale),
    };
    if (graph.hasNode(node.id)) {
      graph.mergeNodeAttributes(node.id, look);
      return;
    }
    added = true;
    const anchor = neighbourOf.get(node.id);
    const near = anchor && graph.hasNode(anchor) ? graph.getNodeAttributes(anchor) : null;
    const position =
      placed.get(node.id) ??
      (near
        ? { x: near.x + Math.cos(index) * 3, y: near.y + Math.sin(index) * 3 }
        : seedPosition(placedInGroup.get(node.group) ?? 0, groupOrder.indexOf(node.group)));
    placedInGroup.set(node.group, (placedInGroup.get(node.group) ?? 0) + 1);
    graph.addNode(node.id, { ...look, ...position });
  });
  for (const edge of edges) {
    if (graph.hasEdge(edge.id) || !graph.hasNode(edge.source) || !graph.hasNode(edge.target)) continue;
    added = true;
    graph.addDirectedEdgeWithKey(edge.id, edge.source, edge.target, {
      size: 1,
      color: EDGE_COLOR,
      label: edge.label,
    });
  }
  return added;
}
