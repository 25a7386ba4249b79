import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACTION_MSG, ACTION_PAGE_TYPES, type ActionPageType } from '../../shared/api/actions';
import { formatDateTime } from '../../shared/format/date';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { feedback } from '../app/feedback';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameForm } from '../components/resource-kit/NameForm';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { actionApi } from './action-api';
import { ACTION_KIND } from './action-kind';
import { actionPaths } from './action-paths';
import { ACTION_KEYS, useActionDetail, useActionSteps } from './action-queries';
import { StepEditor } from './StepEditor';
import { draftsOf, type StepDraft, sameSteps, stepProblem, stepsOf } from './step-drafts';

const isPageType = (value: string | undefined): value is ActionPageType =>
  (ACTION_PAGE_TYPES as readonly string[]).includes(value ?? '');

/**
 * /home/project-management/:projectID/action-management/:actionID/:pageType — one action: a tab
 * per page type (the address's pageType) with its ordered steps, saved per page type.
 */
export default function ActionDetailScreen() {
  const { projectID, projectId } = useProjectFlags();
  const params = useParams();
  const { id } = parseProjectID(params.actionID);
  const pageType: ActionPageType = isPageType(params.pageType) ? params.pageType : 'MAIN';
  const paths = actionPaths(projectID);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useActionDetail(id);
  const saved = useActionSteps(id, pageType);
  const [drafts, setDrafts] = useState<StepDraft[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const frame = useResourceFrame(ACTION_KIND, detail);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACTION_KEYS.all });
  const save = useMutation({
    mutationFn: (steps: StepDraft[]) => actionApi.saveSteps(id, pageType, stepsOf(steps)),
    onSuccess: () => {
      feedback.success(ACTION_MSG.stepsSaved);
      setShowProblems(false);
      refresh();
    },
  });

  const savedSteps = saved.data?.steps;
  useEffect(() => {
    if (savedSteps) setDrafts(draftsOf(savedSteps));
  }, [savedSteps]);

  const action = detail.data;
  if (!action) {
    return frame.placeholder;
  }
  const flags = frame.flagsOf(action);
  const editable = flags.allows('editAuth');
  const dirty = savedSteps !== undefined && !sameSteps(drafts, draftsOf(savedSteps));
  const switchTo = (next: string) => {
    const go = () => navigate(paths.detail(action, next as ActionPageType));
    if (!dirty) return go();
    modal.confirm({
      title: `${PAGE_TYPE_NAMES[pageType]}的步骤还没有保存`,
      content: '切换后未保存的修改将丢失。',
      okText: '放弃修改并切换',
      cancelText: '留在这里',
      onOk: go,
    });
  };
  const trySave = () => {
    setShowProblems(true);
    if (drafts.some((draft) => stepProblem(draft) !== null)) {
      feedback.warning('请先补全标红的步骤');
      return;
    }
    save.mutate(drafts);
  };

  return (
    <PageContainer>
      <DetailHeader frame={frame} row={action} subtitle={action.description || undefined} />
      <Flex gap={16} align="flex-start" wrap>
        <Card style={{ flex: '1 1 560px', minWidth: 0 }} styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            activeKey={pageType}
            onChange={switchTo}
            items={ACTION_PAGE_TYPES.map((type) => ({
              key: type,
              label: `${PAGE_TYPE_NAMES[type]}${action.stepCounts[type] ? ` · ${action.stepCounts[type]}` : ''}`,
            }))}
            tabBarExtraContent={
              <Flex gap={8}>
                <Button disabled={!dirty} onClick={() => savedSteps && setDrafts(draftsOf(savedSteps))}>
                  还原
                </Button>
                <FlaggedAction flags={flags} flag="editAuth">
                  <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={trySave}>
                    保存步骤
                  </Button>
                </FlaggedAction>
              </Flex>
            }
          />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
            机器人正在显示{PAGE_TYPE_NAMES[pageType]}时触发这个动作，按顺序执行下面的步骤。
          </Typography.Paragraph>
          {saved.isLoading ? (
            <Skeleton active />
          ) : (
            <StepEditor
              projectId={projectId}
              steps={drafts}
              disabled={!editable}
              showProblems={showProblems}
              onChange={setDrafts}
            />
          )}
        </Card>
        <Card title="动作信息" style={{ flex: '0 1 320px' }}>
          <Descriptions column={1} size="small" styles={{ label: { width: 72 } }}>
            {ACTION_PAGE_TYPES.map((type) => (
              <Descriptions.Item key={type} label={PAGE_TYPE_NAMES[type]}>
                {action.stepCounts[type] ? `${action.stepCounts[type]} 个步骤` : '未配置'}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="标签">
              {action.tags.length ? <ResourceTags tags={action.tags} /> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="创建者">{action.ownerName ?? '系统预置'}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{formatDateTime(action.updatedAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Flex>
      <NameForm
        {...frame.formProps(action, (saved) => frame.renamed(saved, paths.detail(saved, pageType)))}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
