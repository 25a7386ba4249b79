import { CompressOutlined, LoadingOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EmptyPlaceholder } from '../../components/EmptyPlaceholder';
import { GraphLegend } from './GraphLegend';
import { GraphNodeList } from './GraphNodeList';
import { type GraphFocus, groupColors, type ViewEdge, type ViewNode } from './graph-model';
import { GraphRenderer } from './graph-renderer';
import { NodeSearch } from './NodeSearch';

export interface GraphViewProps {
  /** What the graph shows, for the canvas's accessible name: 概念图谱, 实体图谱… */
  title: string;
  nodes: ViewNode[];
  edges: ViewEdge[];
  /** A path to highlight (the query test's); the rest is dimmed. */
  focus?: GraphFocus | null;
  loading?: boolean;
  height?: number;
  /** A click on a node: open its editor. */
  onOpenNode?(node: ViewNode): void;
  /** A double-click on a node: load its neighbours into `nodes`/`edges`. */
  onExpandNode?(node: ViewNode): void;
  emptyText?: string;
  /** The renderer once it exists (the bench drives its camera). */
  onReady?(renderer: GraphRenderer): void;
}

type Mode = 'graph' | 'list';

/**
 * An interactive graph (sigma.js on WebGL, layout in a worker): pan, zoom, drag nodes, click to
 * open, double-click to load neighbours, search a node, a highlighted path; colours by concept
 * with a legend; a table of the same nodes for keyboard and screen-reader users.
 */
export function GraphView({
  title,
  nodes,
  edges,
  focus = null,
  loading = false,
  height = 520,
  onOpenNode,
  onExpandNode,
  emptyText,
  onReady,
}: GraphViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const renderer = useRef<GraphRenderer | null>(null);
  const [mode, setMode] = useState<Mode>('graph');
  const [settling, setSettling] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const colors = useMemo(() => new Map<string, string>(), []);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const readyCallback = useRef(onReady);
  const callbacks = useRef({ onOpenNode, onExpandNode, byId });
  callbacks.current = { onOpenNode, onExpandNode, byId };
  groupColors(
    nodes.map((node) => node.group),
    colors,
  );

  // What the renderer shows once it exists (it is made after the view's first paint).
  const shown = useRef({ nodes, edges, focus });
  shown.current = { nodes, edges, focus };

  useEffect(() => {
    let created: GraphRenderer | null = null;
    const create = () => {
      if (!container.current) return;
      try {
        created = new GraphRenderer(container.current, {
          onOpenNode: (id) => {
            const node = callbacks.current.byId.get(id);
            if (node) callbacks.current.onOpenNode?.(node);
          },
          onExpandNode: (id) => {
            const node = callbacks.current.byId.get(id);
            if (node) callbacks.current.onExpandNode?.(node);
          },
          onLayoutChange: setSettling,
        });
      } catch {
        // No WebGL in this browser: the table shows the same graph.
        setUnsupported(true);
        setMode('list');
        return;
      }
      renderer.current = created;
      readyCallback.current?.(created);
      created.load(shown.current.nodes, shown.current.edges, colors);
      created.setFocus(shown.current.focus);
    };
    // The view (toolbar, frame, legend) paints first; sigma's WebGL set-up comes in a task of its
    // own after that frame, so neither holds the main thread for the other.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(create);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      created?.kill();
      renderer.current = null;
    };
  }, [colors]);

  useEffect(() => {
    renderer.current?.load(nodes, edges, colors);
  }, [nodes, edges, colors]);

  useEffect(() => {
    renderer.current?.setFocus(focus);
  }, [focus]);

  useEffect(() => {
    if (mode === 'graph') renderer.current?.sigma.resize(true);
  }, [mode]);

  const locate = (id: string) => {
    setMode('graph');
    // After the canvas is shown again and measured.
    requestAnimationFrame(() => renderer.current?.goTo(id));
  };
  const empty = !loading && nodes.length === 0;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center">
          <NodeSearch nodes={nodes} onPick={locate} />
          {settling && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <LoadingOutlined style={{ marginInlineEnd: 6 }} />
              布局中
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} align="center">
          {mode === 'graph' && (
            <>
              <Tooltip title="放大">
                <Button
                  icon={<ZoomInOutlined />}
                  aria-label="放大"
                  onClick={() => renderer.current?.zoomIn()}
                />
              </Tooltip>
              <Tooltip title="缩小">
                <Button
                  icon={<ZoomOutOutlined />}
                  aria-label="缩小"
                  onClick={() => renderer.current?.zoomOut()}
                />
              </Tooltip>
              <Tooltip title="适应画布">
                <Button
                  icon={<CompressOutlined />}
                  aria-label="适应画布"
                  onClick={() => renderer.current?.fit()}
                />
              </Tooltip>
            </>
          )}
          <Segmented<Mode>
            disabled={unsupported}
            aria-label="显示方式"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'graph', label: '图谱' },
              { value: 'list', label: '列表' },
            ]}
          />
        </Flex>
      </Flex>
      <div style={{ position: 'relative', display: mode === 'graph' ? 'block' : 'none' }}>
        <div
          role="img"
          aria-label={`${title}：${nodes.length} 个节点，${edges.length} 条关系。切换到“列表”可逐项查看。`}
          data-testid="graph-canvas"
          style={{
            height,
            width: '100%',
            borderRadius: 8,
            border: '1px solid #f0f0f0',
            background: 'radial-gradient(circle at 50% 40%, #ffffff 0%, #f7f9fc 100%)',
          }}
        >
          {/* Sigma draws in a box of its own. */}
          <div ref={container} style={{ height: '100%', width: '100%' }} />
        </div>
        {(loading || empty) && (
          <Flex
            align="center"
            justify="center"
            style={{ position: 'absolute', inset: 0, pointerEvents: empty ? 'auto' : 'none' }}
          >
            {loading ? <Spin /> : <EmptyPlaceholder height={height - 40} text={emptyText} />}
          </Flex>
        )}
        {!empty && (
          <Typography.Text
            type="secondary"
            style={{ position: 'absolute', left: 12, bottom: 8, fontSize: 12, pointerEvents: 'none' }}
          >
            拖动画布平移 · 滚轮缩放 · 拖动节点调整位置 · 单击节点编辑 · 双击节点展开关联
          </Typography.Text>
        )}
      </div>
      {unsupported && <Alert type="info" showIcon title="当前浏览器不支持 WebGL，图谱以列表显示" />}
      {mode === 'list' && (
        <GraphNodeList
          nodes={nodes}
          edges={edges}
          colors={colors}
          focus={focus}
          onLocate={locate}
          onOpen={onOpenNode ? (id) => onOpenNode(byId.get(id) as ViewNode) : undefined}
        />
      )}
      <GraphLegend colors={colors} />
    </Flex>
  );
}
