import type { ViewEdge, ViewNode } from '../../src/console/knowledge-graph/graph/graph-model';

const CONCEPTS = ['展厅', '展品', '人物', '朝代', '地点', '活动', '服务', '票价'];

/** A reproducible graph of `nodeCount` entities over eight concepts and `edgeCount` relations. */
export function generateGraph(nodeCount: number, edgeCount: number) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const nodes: ViewNode[] = Array.from({ length: nodeCount }, (_, index) => ({
    id: `n${index}`,
    label: `${CONCEPTS[index % CONCEPTS.length]}${index}`,
    group: CONCEPTS[index % CONCEPTS.length],
    kind: 'entity',
  }));
  const edges: ViewEdge[] = Array.from({ length: edgeCount }, (_, index) => {
    const source = Math.floor(random() * nodeCount);
    // Mostly near neighbours, some far: clusters with bridges, like a real domain graph.
    const target =
      random() < 0.8
        ? (source + 1 + Math.floor(random() * 40)) % nodeCount
        : Math.floor(random() * nodeCount);
    return { id: `e${index}`, source: `n${source}`, target: `n${target}`, label: '相关' };
  });
  return { nodes, edges };
}
