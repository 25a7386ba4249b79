import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import {
  type ConceptAttribute,
  type ConceptRelation,
  dataTypeName,
} from '../../../shared/api/knowledge-graph';
import { feedback } from '../../app/feedback';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { viewOf } from '../graph/from-answer';
import { GraphView } from '../graph/GraphView';
import { kgApi } from '../kg-api';
import { KG_KEYS, useConcept, useConceptGraph } from '../kg-queries';
import { useKnowledgeGraph } from '../kg-store';

export interface ConceptWorkspaceProps {
  kgBaseId: string;
  flags: ResourceFlags;
  onEdit(conceptId: string): void;
  onAddChild(parentId: string): void;
}

const inheritedMark = (inherited: boolean) =>
  inherited ? (
    <Tag bordered={false} style={{ marginInlineStart: 6 }}>
      继承
    </Tag>
  ) : null;

/** The concept side: the selected concept's attributes and relations, and the concept graph. */
export function ConceptWorkspace({ kgBaseId, flags, onEdit, onAddChild }: ConceptWorkspaceProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const selectedId = useKnowledgeGraph((state) => state.selectedConceptId);
  const selectConcept = useKnowledgeGraph((state) => state.selectConcept);
  const concept = useConcept(kgBaseId, selectedId);
  const graph = useConceptGraph(kgBaseId);
  const view = useMemo(() => viewOf(graph.data), [graph.data]);
  const remove = useMutation({
    mutationFn: (id: string) => kgApi.removeConcept(id),
    onSuccess: () => {
      feedback.success('概念已删除');
      selectConcept(null);
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.content(kgBaseId) });
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
    },
  });
  const detail = concept.data;
  const confirmRemove = () =>
    detail &&
    modal.confirm({
      title: `删除概念「${detail.name}」？`,
      content: `它的 ${detail.entityCount} 个实体及其属性值、关系一并删除，不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(detail.id).catch(() => undefined),
    });

  return (
    <Flex vertical gap={16}>
      <Card
        title={detail ? detail.path.join(' / ') : '概念详情'}
        loading={selectedId !== null && concept.isLoading}
        extra={
          detail && (
            <Flex gap={8}>
              <FlaggedAction flags={flags} flag="editAuth">
                <Button icon={<PlusOutlined />} onClick={() => onAddChild(detail.id)}>
                  新建下级概念
                </Button>
              </FlaggedAction>
              <FlaggedAction flags={flags} flag="editAuth">
                <Button icon={<EditOutlined />} onClick={() => onEdit(detail.id)}>
                  编辑概念
                </Button>
              </FlaggedAction>
              <FlaggedAction flags={flags} flag="editAuth">
                <Button danger icon={<DeleteOutlined />} onClick={confirmRemove}>
                  删除
                </Button>
              </FlaggedAction>
            </Flex>
          )
        }
      >
        {!detail ? (
          <Empty description="在左侧选择一个概念，查看它的属性与关系" />
        ) : (
          <Flex vertical gap={16}>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label="实体">{detail.entityCount}</Descriptions.Item>
              <Descriptions.Item label="下级概念">{detail.childCount}</Descriptions.Item>
              <Descriptions.Item label="描述">{detail.description || '—'}</Descriptions.Item>
            </Descriptions>
            <Table<ConceptAttribute>
              size="small"
              rowKey="id"
              pagination={false}
              aria-label="属性"
              dataSource={detail.attributes}
              locale={{ emptyText: '还没有属性' }}
              columns={[
                {
                  title: '属性',
                  dataIndex: 'name',
                  render: (name, row) => (
                    <>
                      {name}
                      {inheritedMark(row.inherited)}
                    </>
                  ),
                },
                {
                  title: '数据类型',
                  dataIndex: 'dataType',
                  width: 160,
                  render: (type, row) =>
                    row.linkConceptName
                      ? `${dataTypeName(type)} → ${row.linkConceptName}`
                      : dataTypeName(type),
                },
                {
                  title: '同义词',
                  dataIndex: 'synonyms',
                  render: (words: string[]) => words.join('、') || '—',
                },
              ]}
            />
            <Table<ConceptRelation>
              size="small"
              rowKey="id"
              pagination={false}
              aria-label="关系"
              dataSource={detail.relations}
              locale={{ emptyText: '还没有关系' }}
              columns={[
                {
                  title: '关系',
                  dataIndex: 'name',
                  render: (name, row) => (
                    <>
                      {name}
                      {inheritedMark(row.inherited)}
                    </>
                  ),
                },
                { title: '目标概念', dataIndex: 'targetConceptName', width: 160 },
                {
                  title: '同义词',
                  dataIndex: 'synonyms',
                  render: (words: string[]) => words.join('、') || '—',
                },
              ]}
            />
          </Flex>
        )}
      </Card>
      <Card
        title="概念图谱"
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            概念之间的上下级与关系
          </Typography.Text>
        }
      >
        <GraphView
          title="概念图谱"
          nodes={view.nodes}
          edges={view.edges}
          loading={graph.isLoading}
          height={420}
          emptyText="还没有概念，先新建一个吧"
          onOpenNode={(node) => {
            selectConcept(node.id);
            if (flags.allows('editAuth')) onEdit(node.id);
          }}
        />
      </Card>
    </Flex>
  );
}
