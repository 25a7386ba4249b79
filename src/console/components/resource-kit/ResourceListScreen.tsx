import { CheckSquareOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TagMode } from '../../../shared/api/resource-permissions';
import { BatchActionBar } from '../../permissions/BatchActionBar';
import { BatchShareDialog } from '../../permissions/BatchShareDialog';
import { BatchTagDialog } from '../../permissions/BatchTagDialog';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { ShareDialog } from '../../permissions/ShareDialog';
import { PERMISSION_KEYS, usePassedOperations } from '../../permissions/use-passed-operations';
import { useResourceSelection } from '../../permissions/use-resource-selection';
import { usePagedSearch } from '../../project/list/use-paged-search';
import { useProjectFlags } from '../../project/use-project-flags';
import { useSession } from '../../session/session-store';
import { PageContainer } from '../../shell/PageContainer';
import { CardHeading } from '../CardHeading';
import { EmptyPlaceholder } from '../EmptyPlaceholder';
import { tablePaging } from '../table-paging';
import { contentFlags } from './content-flags';
import { NameForm } from './NameForm';
import type { ListRow, ResourceKind } from './resource-kind';
import { useResourceActions } from './use-resource-actions';

/** The row actions the list carries out itself; any other is the area's (设为默认, 构建…). */
export type KitAction = 'edit' | 'toggle' | 'delete' | 'tags' | 'share';

/** What the list gives the kind's form: new (editing null) or a row's 编辑信息. */
export interface KindFormProps<T extends ListRow> {
  kind: ResourceKind<T>;
  projectId: string;
  open: boolean;
  editing: T | null;
  onClose(): void;
  /** A new row's page opens; an edited one stays in the list. */
  onSaved(row: { id: string; name: string }): void;
}

/** What a kind's columns are given: the caller's flags, the row's address and its actions. */
export interface ListTable<T> {
  /** The caller's flags on a row, the project's editAuth included. */
  flagsOf(row: T): ResourceFlags;
  detailPath(row: T): string;
  /** Filters the list by a tag (clicking a row's tag). */
  onTag(tag: string): void;
  act(action: KitAction | (string & {}), row: T): void;
  /** The enterprise scope shares: 共享 is offered. */
  sharing: boolean;
}

export interface ResourceListScreenProps<T extends ListRow> {
  kind: ResourceKind<T>;
  columns(table: ListTable<T>): TableColumnsType<T>;
  /** The kind's form, for 新建 and for a row's 编辑信息 (action `edit`); by default the kind's name form. */
  form?(props: KindFormProps<T>): ReactNode;
  scrollX?: number;
  /** Offered instead of 新建 when rows come from elsewhere (a skill added from the store). */
  addAction?: ReactNode;
  /** The area's own dialogs. */
  children?: ReactNode;
}

const nameForm = <T extends ListRow>(props: KindFormProps<T>) => <NameForm {...props} />;

type TagTarget = { open: boolean; mode: TagMode; ids: string[]; tags: string[] };
const NO_TAGGING: TagTarget = { open: false, mode: 'ADD', ids: [], tags: [] };

/**
 * A project's list of one resource kind: search by name, filter by a clicked tag, paging on the
 * server, each row's actions following the caller's flags (the reason on hover when refused),
 * enable/disable and delete after a confirmation, per-row share and tag dialogs, and the batch
 * operations the server passes (批量管理 → 批量标签 / 批量共享). The area gives its kind, its
 * columns and its form.
 */
export function ResourceListScreen<T extends ListRow>(props: ResourceListScreenProps<T>) {
  const { kind } = props;
  const { type, noun } = kind;
  const { projectID, projectId, flags: project } = useProjectFlags();
  const paths = kind.paths(projectID);
  const navigate = useNavigate();
  const actions = useResourceActions(kind);
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations(type);
  const selection = useResourceSelection<T>();
  const [sharingOne, setSharingOne] = useState<T | null>(null);
  const [sharingMany, setSharingMany] = useState(false);
  const [tagging, setTagging] = useState<TagTarget>(NO_TAGGING);
  const [editing, setEditing] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  const rows = kind.usePage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = rows.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || tag !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: kind.refreshKey });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const table: ListTable<T> = {
    flagsOf: (row) => contentFlags(type, project, row),
    detailPath: paths.detail,
    onTag: filterByTag,
    act(action, row) {
      if (action === 'edit') setEditing({ open: true, row });
      else if (action === 'toggle') actions.toggle(row);
      else if (action === 'delete') void actions.remove(row);
      else if (action === 'share') setSharingOne(row);
      else if (action === 'tags') setTagging({ open: true, mode: 'REPLACE', ids: [row.id], tags: row.tags });
      else actions.call(action, row);
    },
    sharing,
  };
  // 新建…: offered when the server passes NEW; creating changes the project as well, so its
  // editAuth is needed too.
  const createButton =
    props.addAction ??
    (passed.passes('NEW') && project.allows('editAuth') ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })}>
        {`新建${noun}`}
      </Button>
    ) : null);
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const empty = page !== undefined && total === 0 && !filtering;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title={kind.title}
          summary={kind.summary}
          extra={
            <Flex gap={8} align="center" wrap>
              {tag && (
                <Tag closable color="blue" onClose={() => filterByTag(null)} style={{ marginInlineEnd: 0 }}>
                  标签：{tag}
                </Tag>
              )}
              {!empty && (
                <Input
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder={`搜索${noun}名称`}
                  aria-label={`搜索${noun}名称`}
                  maxLength={30}
                  value={list.keyword}
                  onChange={(event) => list.setKeyword(event.target.value)}
                  style={{ width: 220 }}
                />
              )}
              {batchOffered && !selection.selecting && !empty && (
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
            type={type}
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
        {rows.isError && !page && (
          <Alert type="error" showIcon title={`${noun}列表加载失败`} description={rows.error.message} />
        )}
        {empty ? (
          <EmptyPlaceholder
            height={420}
            text={createButton ? undefined : `还没有您可以查看的${noun}，请联系企业管理员共享给您`}
          >
            {createButton}
          </EmptyPlaceholder>
        ) : (
          <Table<T>
            rowKey="id"
            columns={props.columns(table)}
            dataSource={page?.content ?? []}
            loading={rows.isLoading || actions.pending}
            scroll={{ x: props.scrollX ?? 960 }}
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
        <ShareDialog
          type={type}
          open={sharingOne !== null}
          resource={sharingOne}
          onClose={() => setSharingOne(null)}
          onSaved={refresh}
        />
        <BatchTagDialog
          type={type}
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
          type={type}
          open={sharingMany}
          resourceIds={selection.rows.map((row) => row.id)}
          onClose={() => setSharingMany(false)}
          onDone={() => {
            setSharingMany(false);
            selection.stop();
            refresh();
          }}
        />
      </Card>
      {(props.form ?? nameForm)({
        kind,
        projectId,
        open: editing.open,
        editing: editing.row,
        onClose: () => setEditing((current) => ({ ...current, open: false })),
        onSaved: (saved) => {
          const created = editing.row === null;
          setEditing((current) => ({ ...current, open: false }));
          refresh();
          if (created) navigate(paths.detail(saved));
        },
      })}
      {props.children}
    </PageContainer>
  );
}
