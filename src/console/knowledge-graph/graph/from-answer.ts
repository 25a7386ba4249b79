import type { GraphAnswer } from '../../../shared/api/knowledge-graph';
import type { ViewEdge, ViewNode } from './graph-model';

/** A graph answer of the server as the view draws it: values grouped as 属性值, concepts by name. */
export function viewOf(answer: GraphAnswer | undefined): { nodes: ViewNode[]; edges: ViewEdge[] } {
  if (!answer) return { nodes: [], edges: [] };
  return {
    nodes: answer.nodes.map((node) => ({
      id: node.id,
      label: node.label,
      group: node.kind === 'value' ? '属性值' : (node.conceptName ?? '未分类'),
      kind: node.kind,
    })),
    edges: answer.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      label: edge.label,
    })),
  };
}

/** Adds a neighbourhood (a double-click's answer) to what is shown, without duplicates. */
export function mergeAnswers(shown: GraphAnswer, more: GraphAnswer): GraphAnswer {
  const nodes = new Map(shown.nodes.map((node) => [node.id, node]));
  for (const node of more.nodes) nodes.set(node.id, node);
  const edges = new Map(shown.edges.map((edge) => [edge.id, edge]));
  for (const edge of more.edges) edges.set(edge.id, edge);
  return {
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    truncated: shown.truncated || more.truncated,
  };
}
