import { Button, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { GraphFocus, ViewEdge, ViewNode } from './graph-model';

interface Row extends ViewNode {
  relations: string[];
  onPath: boolean;
}

export interface GraphNodeListProps {
  nodes: ViewNode[];
  edges: ViewEdge[];
  colors: Map<string, string>;
  focus: GraphFocus | null;
  onLocate(id: string): void;
  onOpen?(id: string): void;
}

/**
 * The graph as a table (the canvas's accessible alternative): every node, its concept and its
 * outgoing relations; nodes on the focused path are marked.
 */
export function GraphNodeList({ nodes, edges, colors, focus, onLocate, onOpen }: GraphNodeListProps) {
  const rows = useMemo<Row[]>(() => {
    const names = new Map(nodes.map((node) => [node.id, node.label]));
    const relations = new Map<string, string[]>();
    for (const edge of edges) {
      const list = relations.get(edge.source) ?? [];
      list.push(`${edge.label} → ${names.get(edge.target) ?? '?'}`);
      relations.set(edge.source, list);
    }
    const onPath = new Set(focus?.nodes ?? []);
    return nodes.map((node) => ({
      ...node,
      relations: relations.get(node.id) ?? [],
      onPath: onPath.has(node.id),
    }));
  }, [nodes, edges, focus]);

  return (
    <Table<Row>
      size="small"
      rowKey="id"
      aria-label="图谱节点列表"
      dataSource={rows}
      pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
      columns={[
        {
          title: '名称',
          dataIndex: 'label',
          render: (label: string, row) => (
            <Typography.Text strong={row.onPath}>
              {label}
              {row.onPath && (
                <Tag color="volcano" style={{ marginInlineStart: 8 }}>
                  路径
                </Tag>
              )}
            </Typography.Text>
          ),
        },
        {
          title: '概念',
          dataIndex: 'group',
          width: 140,
          render: (group: string, row) => (
            <Tag color={colors.get(group)} bordered={false}>
              {row.kind === 'concept' ? `概念 · ${group}` : group}
            </Tag>
          ),
        },
        {
          title: '关系',
          dataIndex: 'relations',
          render: (relations: string[]) =>
            relations.length ? (
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: relations.join('；') }}
                style={{ maxWidth: 360 }}
              >
                {relations.join('；')}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, row) => (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => onLocate(row.id)}
                aria-label={`在图中定位${row.label}`}
              >
                定位
              </Button>
              {onOpen && row.kind !== 'value' && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onOpen(row.id)}
                  aria-label={`编辑${row.label}`}
                >
                  编辑
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
