import { CheckSquareOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TagMode } from '../../shared/api/resource-permissions';
import type { SpeakerSummary } from '../../shared/api/speakers';
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
import { SpeakerCreateDrawer } from './SpeakerCreateDrawer';
import { type SpeakerAction, speakerColumns } from './speaker-columns';
import { speakerPaths } from './speaker-paths';
import { SPEAKER_KEYS, useSpeakerPage } from './speaker-queries';
import { useSpeakerActions } from './use-speaker-actions';

type TagTarget = { open: boolean; mode: TagMode; ids: string[]; tags: string[] };
const NO_TAGGING: TagTarget = { open: false, mode: 'ADD', ids: [], tags: [] };

/**
 * /home/project-management/:projectID/speaker-management — the project's speakers the caller may
 * see, the default first. Row actions follow the caller's flags; 新建发音人 and the batch
 * operations show when the server passes them (listAuthorizePassedOperations).
 */
export default function SpeakerListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = speakerPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations('PRONOUNCE');
  const selection = useResourceSelection<SpeakerSummary>();
  const [creating, setCreating] = useState(false);
  const [sharingOne, setSharingOne] = useState<SpeakerSummary | null>(null);
  const [sharingMany, setSharingMany] = useState(false);
  const [tagging, setTagging] = useState<TagTarget>(NO_TAGGING);
  const actions = useSpeakerActions();
  const speakers = useSpeakerPage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = speakers.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || tag !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SPEAKER_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const afterTagging = () => {
    if (tagging.mode === 'ADD') selection.stop();
    setTagging((current) => ({ ...current, open: false }));
    refresh();
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const act = (action: SpeakerAction, speaker: SpeakerSummary) => {
    if (action === 'open') navigate(paths.detail(speaker));
    if (action === 'default') actions.makeDefault(speaker);
    if (action === 'toggle') actions.toggle(speaker);
    if (action === 'delete') actions.remove(speaker);
    if (action === 'share') setSharingOne(speaker);
    if (action === 'tags') setTagging({ open: true, mode: 'REPLACE', ids: [speaker.id], tags: speaker.tags });
  };

  // Creating changes the project as well: its editAuth is needed besides createAuth.
  const createButton =
    passed.passes('NEW') && projectFlags.allows('editAuth') ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        新建发音人
      </Button>
    ) : null;
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const projectIsEmpty = page !== undefined && total === 0 && !filtering;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="发音人管理"
          summary="为机器人挑选音色、调校语速音调音量；默认发音人随配置下发到项目中的机器人。"
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
                  placeholder="搜索发音人名称"
                  aria-label="搜索发音人名称"
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
            type="PRONOUNCE"
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
        {speakers.isError && !page && (
          <Alert type="error" showIcon title="发音人列表加载失败" description={speakers.error.message} />
        )}
        {projectIsEmpty ? (
          <EmptyPlaceholder
            height={420}
            text={createButton ? undefined : '还没有您可以查看的发音人，请联系企业管理员共享给您'}
          >
            {createButton}
          </EmptyPlaceholder>
        ) : (
          <Table<SpeakerSummary>
            rowKey="id"
            columns={speakerColumns(projectFlags, sharing, paths.detail, act, filterByTag)}
            dataSource={page?.content ?? []}
            loading={speakers.isLoading || actions.pending}
            scroll={{ x: 1060 }}
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
      <SpeakerCreateDrawer
        projectId={projectId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(speaker) => {
          setCreating(false);
          navigate(paths.detail(speaker));
        }}
      />
      <ShareDialog
        type="PRONOUNCE"
        open={sharingOne !== null}
        resource={sharingOne}
        onClose={() => setSharingOne(null)}
        onSaved={refresh}
      />
      <BatchTagDialog
        type="PRONOUNCE"
        open={tagging.open}
        mode={tagging.mode}
        resourceIds={tagging.ids}
        initialTags={tagging.tags}
        onClose={() => setTagging((current) => ({ ...current, open: false }))}
        onDone={afterTagging}
      />
      <BatchShareDialog
        type="PRONOUNCE"
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
