import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import { type RefObject, useEffect } from 'react';
import type { EntitySummary } from '../../../shared/api/knowledge-graph';
import { formatDateTime } from '../../../shared/format/date';
import { feedback } from '../../app/feedback';
import { EmptyPlaceholder } from '../../components/EmptyPlaceholder';
import { tablePaging } from '../../components/table-paging';
import { DisabledWithReason } from '../../permissions/DisabledWithReason';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { usePagedSearch } from '../../project/list/use-paged-search';
import { findLevel } from '../concept/ConceptTree';
import { GraphView } from '../graph/GraphView';
import { useExpandableGraph } from '../graph/use-expandable-graph';
import { kgApi } from '../kg-api';
import { KG_KEYS, useBaseGraph, useEntityPage } from '../kg-queries';
import { useKnowledgeGraph } from '../kg-store';
import { useEntityGraph } from './use-entity-graph';

export interface EntityWorkspaceProps {
  kgBaseId: string;
  flags: ResourceFlags;
  onCreate(conceptId: string): void;
  onEdit(entityId: string): void;
  createRef?: RefObject<HTMLButtonElement | null>;
}

/** The entity side: the selected concept's entities (search, paging) and the entity graph. */
export function EntityWorkspace({ kgBaseId, flags, onCreate, onEdit, createRef }: EntityWorkspaceProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const conceptId = useKnowledgeGraph((state) => state.selectedConceptId);
  const selectedEntityId = useKnowledgeGraph((state) => state.selectedEntityId);
  const entityList = useKnowledgeGraph((state) => state.entityList);
  const setEntityList = useKnowledgeGraph((state) => state.setEntityList);
  const selectEntity = useKnowledgeGraph((state) => state.selectEntity);
  const entities = useEntityPage({
    kgBaseId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(conceptId ? { conceptId } : {}),
    ...(list.search ? { name: list.search } : {}),
  });
  useEffect(() => {
    if (entities.data) setEntityList(entities.data.conceptLevels);
  }, [entities.data, setEntityList]);
  // Another concept's entities start at their first page.
  const { setPage, pageSize } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the concept changes, not the page
  useEffect(() => setPage(0, pageSize), [conceptId]);
  const whole = useBaseGraph(kgBaseId, false, selectedEntityId === null);
  const around = useEntityGraph(selectedEntityId);
  const graph = useExpandableGraph(selectedEntityId ? around.data : whole.data);
  const remove = useMutation({
    mutationFn: (entity: EntitySummary) => kgApi.removeEntity(entity.id),
    onSuccess: () => {
      feedback.success('实体已删除');
      selectEntity(null);
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.content(kgBaseId) });
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
    },
  });
  const confirmRemove = (entity: EntitySummary) =>
    modal.confirm({
      title: `删除实体「${entity.name}」？`,
      content: `它的 ${entity.attributeCount} 个属性值和 ${entity.relationCount} 条关系一并删除，不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(entity).catch(() => undefined),
    });
  const concept = findLevel(entityList, conceptId);
  const page = entities.data;
  const create = (
    <Button
      ref={createRef}
      type="primary"
      icon={<PlusOutlined />}
      disabled={!conceptId}
      onClick={() => conceptId && onCreate(conceptId)}
    >
      新建实体
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      <Card
        title={concept ? `${concept.name}的实体` : '全部实体'}
        extra={
          <Flex gap={8}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="搜索实体名称"
              aria-label="搜索实体名称"
              value={list.keyword}
              onChange={(event) => list.setKeyword(event.target.value)}
              style={{ width: 200 }}
            />
            <FlaggedAction flags={flags} flag="editAuth">
              {conceptId ? (
                create
              ) : (
                <DisabledWithReason reason="请先在左侧选择实体所属的概念">{create}</DisabledWithReason>
              )}
            </FlaggedAction>
          </Flex>
        }
      >
        <Table<EntitySummary>
          size="middle"
          rowKey="id"
          loading={entities.isLoading || remove.isPending}
          dataSource={page?.content ?? []}
          aria-label="实体列表"
          rowClassName={(entity) => (entity.id === selectedEntityId ? 'ant-table-row-selected' : '')}
          onRow={(entity) => ({ onClick: () => selectEntity(entity.id) })}
          locale={{
            emptyText: (
              <EmptyPlaceholder variant={list.search ? 'noResult' : 'planet'} height={240} size="small" />
            ),
          }}
          pagination={tablePaging(list, page?.totalElements ?? 0, ({ pageNo, pageSize }) =>
            list.setPage(pageNo, pageSize),
          )}
          columns={[
            {
              title: '实体',
              dataIndex: 'name',
              render: (name: string, entity) => (
                <Flex vertical>
                  <Typography.Text strong>{name}</Typography.Text>
                  {entity.aliases.length > 0 && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      别名：{entity.aliases.join('、')}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: '概念',
              dataIndex: 'conceptName',
              width: 120,
              render: (name: string) => <Tag bordered={false}>{name}</Tag>,
            },
            { title: '属性值', dataIndex: 'attributeCount', width: 80 },
            { title: '关系', dataIndex: 'relationCount', width: 70 },
            {
              title: '更新时间',
              dataIndex: 'updatedAt',
              width: 130,
              render: (at: string) => formatDateTime(at, 'MM-DD HH:mm'),
            },
            {
              title: '操作',
              key: 'actions',
              width: 140,
              render: (_, entity) => (
                <Flex>
                  <FlaggedAction flags={flags} flag="editAuth">
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`编辑${entity.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onEdit(entity.id);
                      }}
                    >
                      编辑
                    </Button>
                  </FlaggedAction>
                  <FlaggedAction flags={flags} flag="editAuth">
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除${entity.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        confirmRemove(entity);
                      }}
                    >
                      删除
                    </Button>
                  </FlaggedAction>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <Card
        title="实体图谱"
        extra={
          <Flex gap={8} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {selectedEntityId
                ? '所选实体及其关联（双击节点展开更多）'
                : '整个图谱（选择一个实体只看它的关联）'}
            </Typography.Text>
            {selectedEntityId && (
              <Button size="small" onClick={() => selectEntity(null)}>
                查看全部
              </Button>
            )}
          </Flex>
        }
      >
        <GraphView
          title="实体图谱"
          nodes={graph.view.nodes}
          edges={graph.view.edges}
          loading={selectedEntityId ? around.isLoading : whole.isLoading}
          height={460}
          emptyText="还没有实体"
          onOpenNode={(node) => {
            if (node.kind === 'value') return;
            selectEntity(node.id);
            if (flags.allows('editAuth')) onEdit(node.id);
          }}
          onExpandNode={(node) => void graph.expand(node.id).catch(() => undefined)}
        />
      </Card>
    </Flex>
  );
}
