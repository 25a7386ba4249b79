import type { SceneFlow, SceneNode } from './scene-flow-schema';

/** A flow's nodes by id and its edges by exit, built once per flow object (the interpreter asks at every step). */
export interface FlowIndex {
  node(id: string): SceneNode | undefined;
  /** The node an exit leads to; the first edge when a stored flow has several. */
  target(source: string, handle: string): string | undefined;
}

const indexes = new WeakMap<SceneFlow, FlowIndex>();

export function flowIndex(flow: SceneFlow): FlowIndex {
  const known = indexes.get(flow);
  if (known) return known;
  const nodes = new Map(flow.nodes.map((node) => [node.id, node]));
  const exits = new Map<string, string>();
  for (const edge of flow.edges) {
    const key = `${edge.source}\u0000${edge.sourceHandle}`;
    if (!exits.has(key) && nodes.has(edge.target)) exits.set(key, edge.target);
  }
  const index: FlowIndex = {
    node: (id) => nodes.get(id),
    target: (source, handle) => exits.get(`${source}\u0000${handle}`),
  };
  indexes.set(flow, index);
  return index;
}
