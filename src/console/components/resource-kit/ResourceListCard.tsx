import { CheckSquareOutlined, SearchOutlined } from '@ant-design/icons';
import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Page } from '../../../shared/api/paging';
import type { PermittedRow, TagMode } from '../../../shared/api/resource-permissions';
import type { ResourceType } from '../../../shared/permissions';
import { BatchActionBar } from '../../permissions/BatchActionBar';
import { BatchShareDialog } from '../../permissions/BatchShareDialog';
import { BatchTagDialog } from '../../permissions/BatchTagDialog';
import { ShareDialog } from '../../permissions/ShareDialog';
import { PERMISSION_KEYS, usePassedOperations } from '../../permissions/use-passed-operations';
import { useResourceSelection } from '../../permissions/use-resource-selection';
import { usePagedSearch } from '../../project/list/use-paged-search';
import { useSession } from '../../session/session-store';
import { CardHeading } from '../CardHeading';
import { EmptyPlaceholder } from '../EmptyPlaceholder';
import { tablePaging } from '../table-paging';

export type ListRow = PermittedRow & { id: string; name: string };

/** What the list asks its page hook for. */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

/** What a row's actions can open in the list: its share dialog, its tag editor. */
export interface ListHelpers<T> {
  /** Filters the list by a tag (clicking a row's tag). */
  onTag(tag: string): void;
  share(row: T): void;
  editTags(row: T): void;
  /** Batch operations may be offered: the enterprise scope shares. */
  sharing: boolean;
}

export interface ResourceListCardProps<T extends ListRow> {
  type: ResourceType;
  title: string;
  summary: string;
  /** The search box's placeholder, e.g. 搜索词典名称. */
  searchLabel: string;
  /** The page of rows for the list's search, tag and paging (a react-query hook). */
  usePage(query: ListQuery): UseQueryResult<Page<T>, Error>;
  columns(helpers: ListHelpers<T>): TableColumnsType<T>;
  /** 新建… when the caller may create (NEW passed and editAuth on the project); null otherwise. */
  createButton: ReactNode;
  /** The empty project's text for someone who may not create. */
  nothingShared: string;
  /** Query keys refreshed after sharing and tagging. */
  refreshKey: QueryKey;
  pending?: boolean;
  scrollX?: number;
}

type TagTarget = { open: boolean; mode: TagMode; ids: string[]; tags: string[] };
const NO_TAGGING: TagTarget = { open: false, mode: 'ADD', ids: [], tags: [] };

/**
 * A project's list of one resource type, like 发音人管理's: search by name, filter by a clicked
 * tag, paging on the server, per-row share and tag dialogs, and the batch operations the server
 * passes (批量管理 → 批量标签 / 批量共享). The area gives its columns and its page hook.
 */
export function ResourceListCard<T extends ListRow>(props: ResourceListCardProps<T>) {
  const { type } = props;
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations(type);
  const selection = useResourceSelection<T>();
  const [sharingOne, setSharingOne] = useState<T | null>(null);
  const [sharingMany, setSharingMany] = useState(false);
  const [tagging, setTagging] = useState<TagTarget>(NO_TAGGING);
  const rows = props.usePage({
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = rows.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || tag !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: props.refreshKey });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const helpers: ListHelpers<T> = {
    onTag: filterByTag,
    share: setSharingOne,
    editTags: (row) => setTagging({ open: true, mode: 'REPLACE', ids: [row.id], tags: row.tags }),
    sharing,
  };
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const empty = page !== undefined && total === 0 && !filtering;

  return (
    <Card>
      <CardHeading
        title={props.title}
        summary={props.summary}
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
                placeholder={props.searchLabel}
                aria-label={props.searchLabel}
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
            {passed.passes('NEW') ? props.createButton : null}
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
        <Alert type="error" showIcon title={`${props.title}加载失败`} description={rows.error.message} />
      )}
      {empty ? (
        <EmptyPlaceholder
          height={420}
          text={passed.passes('NEW') && props.createButton ? undefined : props.nothingShared}
        >
          {passed.passes('NEW') ? props.createButton : null}
        </EmptyPlaceholder>
      ) : (
        <Table<T>
          rowKey="id"
          columns={props.columns(helpers)}
          dataSource={page?.content ?? []}
          loading={rows.isLoading || props.pending}
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
  );
}
