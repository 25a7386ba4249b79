import { CheckSquareOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import type { TagMode } from '../../shared/api/resource-permissions';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { BatchActionBar } from '../permissions/BatchActionBar';
import { BatchShareDialog } from '../permissions/BatchShareDialog';
import { BatchTagDialog } from '../permissions/BatchTagDialog';
import { ShareDialog } from '../permissions/ShareDialog';
import { PERMISSION_KEYS, usePassedOperations } from '../permissions/use-passed-operations';
import { useResourceSelection } from '../permissions/use-resource-selection';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { BaseFormModal } from './BaseFormModal';
import { type BaseAction, baseColumns } from './kg-columns';
import { kgPaths } from './kg-paths';
import { KG_KEYS, useBasePage } from './kg-queries';
import { useBaseActions } from './use-base-actions';

type TagTarget = { open: boolean; mode: TagMode; ids: string[]; tags: string[] };
const NO_TAGGING: TagTarget = { open: false, mode: 'ADD', ids: [], tags: [] };
type Editing = { open: boolean; base: KgBaseSummary | null };

/**
 * /home/project-management/:projectID/knowledge-graph — the project's knowledge graphs (领域图谱):
 * search, tag filter, paging; create, edit, build, delete, tags and shares as the caller's flags
 * allow. A base that is building shows its progress, followed until it is done.
 */
export default function KnowledgeGraphListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = kgPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations('KG_BASE');
  const selection = useResourceSelection<KgBaseSummary>();
  const [editing, setEditing] = useState<Editing>({ open: false, base: null });
  const [sharingOne, setSharingOne] = useState<KgBaseSummary | null>(null);
  const [sharingMany, setSharingMany] = useState(false);
  const [tagging, setTagging] = useState<TagTarget>(NO_TAGGING);
  const actions = useBaseActions();
  const bases = useBasePage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = bases.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || tag !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const act = (action: BaseAction, base: KgBaseSummary) => {
    if (action === 'build') actions.build(base);
    if (action === 'rename') setEditing({ open: true, base });
    if (action === 'delete') actions.remove(base);
    if (action === 'share') setSharingOne(base);
    if (action === 'tags') setTagging({ open: true, mode: 'REPLACE', ids: [base.id], tags: base.tags });
  };

  const createButton =
    passed.passes('NEW') && projectFlags.allows('editAuth') ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, base: null })}>
        新建知识图谱
      </Button>
    ) : null;
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const projectIsEmpty = page !== undefined && total === 0 && !filtering;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="领域图谱"
          summary="用概念、实体与关系描述业务知识；构建后机器人据此回答「故宫的门票多少钱」这类问题。"
          extra={
            <Flex gap={8} align="center" wrap>
              {tag && (
                <Tag closable color="blue" onClose={() => filterByTag(null)} style={{ marginInlineEnd: 0 }}>
                  标签：{tag}
                </Tag>
              )}
              {!projectIsEmpty && (
                <Input
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder="搜索知识图谱名称"
                  aria-label="搜索知识图谱名称"
                  value={list.keyword}
                  onChange={(event) => list.setKeyword(event.target.value)}
                  style={{ width: 220 }}
                />
              )}
              {batchOffered && !selection.selecting && !projectIsEmpty && (
                <Button icon={<CheckSquareOutlined />} onClick={selection.start}>
                  批量管理
                </Button>
              )}
              {createButton}
            </Flex>
          }
        />
        {selection.selecting && (
          <BatchActionBar
            type="KG_BASE"
            selected={selection.rows}
            canTag={passed.passes('BATCH_TAG')}
            canShare={sharing && passed.passes('BATCH_SHARE')}
            onTag={() =>
              setTagging({ open: true, mode: 'ADD', ids: selection.rows.map((row) => row.id), tags: [] })
            }
            onShare={() => setSharingMany(true)}
            onExit={selection.stop}
            selectionHint="勾选表格左侧的复选框即可选择或取消"
          />
        )}
        {bases.isError && !page && (
          <Alert type="error" showIcon title="知识图谱列表加载失败" description={bases.error.message} />
        )}
        {projectIsEmpty ? (
          <EmptyPlaceholder
            height={420}
            text={createButton ? undefined : '还没有您可以查看的知识图谱，请联系企业管理员共享给您'}
          >
            {createButton}
          </EmptyPlaceholder>
        ) : (
          <Table<KgBaseSummary>
            rowKey="id"
            columns={baseColumns(projectFlags, sharing, paths.detail, act, filterByTag)}
            dataSource={page?.content ?? []}
            loading={bases.isLoading || actions.pending}
            scroll={{ x: 1000 }}
            rowSelection={
              selection.selecting
                ? {
                    selectedRowKeys: selection.rows.map((row) => row.id),
                    onSelect: (row) => selection.toggle(row),
                    hideSelectAll: true,
                  }
                : undefined
            }
            locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={320} /> }}
            pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
          />
        )}
      </Card>
      <BaseFormModal
        projectId={projectId}
        base={editing.base}
        open={editing.open}
        onClose={() => setEditing({ open: false, base: null })}
        onSaved={(saved) => {
          const created = editing.base === null;
          setEditing({ open: false, base: null });
          if (created) navigate(paths.detail(saved));
        }}
      />
      <ShareDialog
        type="KG_BASE"
        open={sharingOne !== null}
        resource={sharingOne}
        onClose={() => setSharingOne(null)}
        onSaved={refresh}
      />
      <BatchTagDialog
        type="KG_BASE"
        open={tagging.open}
        mode={tagging.mode}
        resourceIds={tagging.ids}
        initialTags={tagging.tags}
        onClose={() => setTagging((current) => ({ ...current, open: false }))}
        onDone={() => {
          if (tagging.mode === 'ADD') selection.stop();
          setTagging((current) => ({ ...current, open: false }));
          refresh();
        }}
      />
      <BatchShareDialog
        type="KG_BASE"
        open={sharingMany}
        resourceIds={selection.rows.map((row) => row.id)}
        onClose={() => setSharingMany(false)}
        onDone={() => {
          setSharingMany(false);
          selection.stop();
          refresh();
        }}
      />
    </PageContainer>
  );
}
