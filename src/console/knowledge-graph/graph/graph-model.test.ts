import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import {
  type EdgeAttributes,
  hasRemovals,
  type NodeAttributes,
  syncGraph,
  type ViewNode,
} from './graph-model';

const node = (id: string, group = '景点'): ViewNode => ({ id, label: id, group, kind: 'entity' });
const edge = (id: string, source: string, target: string) => ({ id, source, target, label: '位于' });
const graph = () => new Graph<NodeAttributes, EdgeAttributes>({ multi: true, type: 'directed' });

describe('syncGraph', () => {
  it('colours nodes by concept and keeps the colour of a concept once given', () => {
    const colors = new Map<string, string>();
    const shown = graph();
    syncGraph(shown, [node('故宫'), node('北京', '城市')], [edge('r1', '故宫', '北京')], colors);
    expect(shown.getNodeAttribute('故宫', 'color')).not.toBe(shown.getNodeAttribute('北京', 'color'));
    const cityColour = colors.get('城市');
    syncGraph(shown, [node('故宫'), node('北京', '城市'), node('上海', '城市')], [], colors);
    expect(shown.getNodeAttribute('上海', 'color')).toBe(cityColour);
  });

  it('keeps where shown nodes are when neighbours are loaded, and places a new one beside its neighbour', () => {
    const shown = graph();
    const colors = new Map<string, string>();
    syncGraph(shown, [node('故宫')], [], colors);
    shown.mergeNodeAttributes('故宫', { x: 100, y: 50 });
    const added = syncGraph(shown, [node('故宫'), node('太和殿')], [edge('r1', '太和殿', '故宫')], colors);
    expect(added).toBe(true);
    expect(shown.getNodeAttributes('故宫')).toMatchObject({ x: 100, y: 50 });
    const near = shown.getNodeAttributes('太和殿');
    expect(Math.hypot(near.x - 100, near.y - 50)).toBeLessThan(5);
    expect(syncGraph(shown, [node('故宫'), node('太和殿')], [edge('r1', '太和殿', '故宫')], colors)).toBe(
      false,
    );
  });

  it('draws the nodes of a large graph smaller, so that they do not cover one another', () => {
    const small = graph();
    const large = graph();
    syncGraph(small, [node('故宫')], [], new Map());
    const many = Array.from({ length: 5000 }, (_, index) => node(`展品${index}`));
    syncGraph(large, [node('故宫'), ...many], [], new Map());
    expect(large.getNodeAttribute('故宫', 'size')).toBeLessThan(small.getNodeAttribute('故宫', 'size') / 2);
  });

  it('tells when the graph holds something no longer wanted (the view then rebuilds it)', () => {
    const shown = graph();
    syncGraph(shown, [node('故宫'), node('北京')], [edge('r1', '故宫', '北京')], new Map());
    expect(hasRemovals(shown, [node('故宫'), node('北京')], [edge('r1', '故宫', '北京')])).toBe(false);
    expect(hasRemovals(shown, [node('故宫'), node('北京')], [])).toBe(true);
    expect(hasRemovals(shown, [node('故宫')], [])).toBe(true);
  });
});
