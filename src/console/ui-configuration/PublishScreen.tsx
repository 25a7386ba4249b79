import { EditOutlined, EyeOutlined, SendOutlined, SettingOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Result, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { HomepageDetail, HomepageSummary } from '../../shared/api/homepage';
import { formatDateTime } from '../../shared/format/date';
import { ORIENTATION_NAMES, orientationOf } from '../../shared/screen/orientation';
import { validateDocument } from '../../shared/screen/validate';
import { feedback } from '../app/feedback';
import { PageLoading } from '../app/PageLoading';
import { DisabledWithReason } from '../permissions/DisabledWithReason';
import { ViewOnlyNotice } from '../permissions/ViewOnlyNotice';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { configurationPaths } from './configuration-paths';
import { homepageApi } from './homepage-api';
import { HOMEPAGE_KEYS, useHomepageDetail } from './homepage-queries';
import { PagePreviews } from './PagePreviews';
import { PlayerAddress } from './PlayerAddress';
import { ProblemList } from './ProblemList';
import styles from './Publish.module.css';
import { groupProblems, type ProblemTarget } from './problem-groups';
import { ReleaseChangesSummary } from './ReleaseChangesSummary';
import { StatusTag } from './StatusTag';
import { useLayoutCheck } from './use-layout-check';

function releaseButtonText(detail: HomepageSummary): string {
  if (detail.status === 'RELEASED') return '已发布最新版本';
  return detail.status === 'CHANGED' ? '发布新版本' : '发布';
}

/**
 * /home/project-management/:projectID/ui-configuration/publish/:configuration — checks every page,
 * shows each as the robot will, releases the stored version and gives the robot player's address.
 */
export default function PublishScreen() {
  const { projectID = '', configuration = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = useSession((state) => state.visitRole);
  const { modal } = App.useApp();
  const paths = configurationPaths(projectID);
  // Releasing needs editAuth on the project; a viewer still sees the check and the previews.
  const viewOnly = useProjectFlags().flags.reason('editAuth');
  const detail = useHomepageDetail(configuration);
  const doc = detail.data?.document;
  const layout = useLayoutCheck(doc);
  const groups = useMemo(
    () =>
      doc
        ? groupProblems(doc, [...validateDocument(doc), ...(layout.state === 'done' ? layout.problems : [])])
        : [],
    [doc, layout],
  );
  const problemCount = groups.reduce((sum, group) => sum + group.problems.length, 0);

  const release = useMutation({
    mutationFn: (released: HomepageDetail) => homepageApi.release(released.id, released.version),
    onSuccess: (summary) => {
      queryClient.setQueryData<HomepageDetail>(HOMEPAGE_KEYS.detail(role, summary.id), (current) =>
        current ? { ...current, ...summary } : current,
      );
      void queryClient.invalidateQueries({ queryKey: HOMEPAGE_KEYS.all, refetchType: 'none' });
      feedback.success('发布成功，机器人下次加载时即显示这个版本');
    },
    // Someone saved meanwhile (409): show what is stored now.
    onError: () => void detail.refetch(),
  });
  // A release is live on the robots at once: say what it changes and ask first.
  const confirmRelease = useMutation({
    mutationFn: (stored: HomepageDetail) => homepageApi.releaseChanges(stored.id),
    // Returns nothing: the dialog's handle is thenable and would hold the button in its spinner.
    onSuccess: (changes, stored) => {
      modal.confirm({
        title: `发布「${stored.name}」到机器人？`,
        content: <ReleaseChangesSummary changes={changes} pageCount={stored.document.pages.length} />,
        width: 480,
        okText: '确认发布',
        cancelText: '取消',
        // The request layer tells why a release failed; the dialog closes either way.
        onOk: () => release.mutateAsync(stored).catch(() => undefined),
      });
    },
  });

  if (detail.isPending) return <PageLoading />;
  if (detail.isError || detail.data.projectId !== parseProjectID(projectID).id) {
    return (
      <PageContainer>
        <Result
          status="warning"
          title="无法打开这个屏幕配置"
          subTitle={detail.error?.message ?? '它不属于当前项目，或已被删除'}
          extra={
            <Button type="primary" onClick={() => navigate(paths.list)}>
              返回配置列表
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const current = detail.data;
  const openProblem = (target: ProblemTarget) =>
    navigate(
      target.kind === 'globalSetting' ? paths.globalSetting(current.id) : paths.editor(current.id, target),
    );
  const blockedReason =
    problemCount > 0
      ? '请先修改检查出的问题'
      : layout.state === 'checking'
        ? '正在检查页面版面，请稍候'
        : undefined;

  const releaseButton = (
    <Button
      type="primary"
      icon={<SendOutlined />}
      loading={release.isPending || confirmRelease.isPending}
      disabled={!!blockedReason || current.status === 'RELEASED'}
      onClick={() => confirmRelease.mutate(current)}
    >
      {releaseButtonText(current)}
    </Button>
  );

  return (
    <PageContainer>
      <Card>
        <Flex justify="space-between" align="center" gap={24} wrap>
          <div style={{ minWidth: 0 }}>
            <Flex align="center" gap={12}>
              <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
                发布「{current.name}」
              </Typography.Title>
              <StatusTag status={current.status} />
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
              {ORIENTATION_NAMES[orientationOf(current.screenSize)]} {current.screenSize.width}×
              {current.screenSize.height} · {current.document.pages.length} 个页面 · 版本 {current.version} ·
              更新于 {formatDateTime(current.updatedAt)}
            </Typography.Text>
          </div>
          <Flex gap={12}>
            <Button icon={<SettingOutlined />} onClick={() => navigate(paths.globalSetting(current.id))}>
              全局设置
            </Button>
            <Button
              icon={viewOnly ? <EyeOutlined /> : <EditOutlined />}
              onClick={() => navigate(paths.editor(current.id))}
            >
              {viewOnly ? '查看页面' : '返回编辑'}
            </Button>
            {viewOnly ? (
              <DisabledWithReason reason={viewOnly}>{releaseButton}</DisabledWithReason>
            ) : (
              <Tooltip title={blockedReason}>{releaseButton}</Tooltip>
            )}
          </Flex>
        </Flex>
        {viewOnly && (
          <ViewOnlyNotice
            className={styles.notice}
            reason={viewOnly}
            description="可以查看发布检查、页面预览和播放地址；发布不可用。"
          />
        )}
      </Card>
      <div className={styles.layout}>
        <div className={styles.side}>
          <Card title="发布检查">
            <ProblemList
              groups={groups}
              pageCount={current.document.pages.length}
              layout={layout}
              onOpen={openProblem}
            />
          </Card>
          <Card title="机器人播放地址">
            <PlayerAddress playerKey={current.playerKey} releasedAt={current.releasedAt} />
          </Card>
        </div>
        <Card title="页面预览" extra={<Typography.Text type="secondary">当前保存的版本</Typography.Text>}>
          <PagePreviews doc={current.document} groups={groups} />
        </Card>
      </div>
    </PageContainer>
  );
}
