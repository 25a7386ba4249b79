import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Radio, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FALLBACK_MODE_NAMES,
  FALLBACK_MODES,
  FALLBACK_MSG,
  type FallbackDetail,
  type FallbackMode,
  fallbackEditBody,
} from '../../shared/api/fallback';
import { feedback } from '../app/feedback';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameFormModal } from '../components/resource-kit/NameFormModal';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { ActiveMark } from './ActiveMark';
import { AnswerList } from './AnswerList';
import { type AnswerDraft, answerProblem, answersOf, draftsOf, situationCounts } from './answer-drafts';
import { FallbackPreview } from './FallbackPreview';
import { fallbackApi } from './fallback-api';
import { FALLBACK_KIND } from './fallback-kind';
import { fallbackPaths } from './fallback-paths';
import { FALLBACK_KEYS, useFallbackDetail, useSituations } from './fallback-queries';

const MODE_HINTS: Record<FallbackMode, string> = {
  RANDOM: '每次从该场景的回答中随机挑一条，听起来更自然。',
  IN_TURN: '按顺序依次使用该场景的回答，用完一轮再从头开始。',
};

/**
 * /home/project-management/:projectID/reveal/:revealID — one fallback set: its answers tagged by
 * situation, the way it picks (随机 / 轮流), and a preview of the answer it would give next.
 */
export default function FallbackDetailScreen() {
  const { projectID, projectId } = useProjectFlags();
  const { revealID } = useParams();
  const { id } = parseProjectID(revealID);
  const paths = fallbackPaths(projectID);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const prompts = usePromptFlags();
  const detail = useFallbackDetail(id);
  const known = useSituations(projectId);
  const [answers, setAnswers] = useState<AnswerDraft[]>([]);
  const [mode, setMode] = useState<FallbackMode>('RANDOM');
  const [filter, setFilter] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const frame = useResourceFrame(FALLBACK_KIND, detail);
  const set = detail.data;
  useEffect(() => {
    if (!set) return;
    setAnswers(draftsOf(set.answers));
    setMode(set.mode);
  }, [set]);

  const saved = (changed: FallbackDetail) => {
    feedback.success(FALLBACK_MSG.saved);
    void queryClient.invalidateQueries({ queryKey: FALLBACK_KEYS.all });
    return changed;
  };
  const save = useMutation({
    mutationFn: (name: string) => fallbackApi.edit({ id, name, mode, answers: answersOf(answers) }),
    onSuccess: (changed) => {
      saved(changed);
      setShowProblems(false);
      frame.closeRename();
      if (changed.name !== set?.name) navigate(paths.detail(changed), { replace: true });
    },
  });

  if (!set) {
    return frame.placeholder;
  }
  const flags = frame.flagsOf(set);
  const editable = flags.allows('editAuth');
  const dirty =
    mode !== set.mode ||
    JSON.stringify(answers.map(({ situation, text }) => [situation, text])) !==
      JSON.stringify(set.answers.map(({ situation, text }) => [situation, text]));
  const situations = [
    ...new Set([...(known.data ?? []), ...answers.map((answer) => answer.situation)]),
  ].filter((tag) => tag !== '');
  const counts = situationCounts(answers);
  const trySave = (name = set.name) => {
    setShowProblems(true);
    if (answers.some((answer) => answerProblem(answer) !== null)) {
      feedback.warning('请先补全标红的回答');
      return;
    }
    save.mutate(name);
  };
  /** 场景标签 are explained once (revealTagModifyPrompt), the first time one is edited. */
  const explainTags = () => {
    if (!prompts.flags.revealTagModifyPrompt) return;
    prompts.set('revealTagModifyPrompt');
    modal.info({
      title: '场景标签决定回答用在什么时候',
      content: (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          机器人没有找到答案时，先判断所处场景（如未识别、超出范围、闲聊、敏感、系统繁忙），再从带有该标签的回答中挑一条；
          没有对应回答的场景改用「未识别」的回答。可以直接输入新标签，新标签会出现在本项目的标签列表中。
        </Typography.Paragraph>
      ),
      okText: '知道了',
    });
  };

  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={set}
        marks={set.active ? <ActiveMark /> : null}
        subtitle={set.active ? '项目中的机器人正在使用这组回答' : '启用且最近修改的兜底设置会被机器人使用'}
      />
      <Flex gap={16} align="flex-start" wrap>
        <Card
          title="回答"
          style={{ flex: '1 1 560px', minWidth: 0 }}
          extra={
            <Flex gap={8}>
              <Button
                disabled={!dirty}
                onClick={() => {
                  setAnswers(draftsOf(set.answers));
                  setMode(set.mode);
                }}
              >
                还原
              </Button>
              <FlaggedAction flags={flags} flag="editAuth">
                <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => trySave()}>
                  保存
                </Button>
              </FlaggedAction>
            </Flex>
          }
        >
          <Flex vertical gap={16}>
            <Flex align="center" gap={12} wrap>
              <Typography.Text strong>回答方式</Typography.Text>
              <Radio.Group
                value={mode}
                disabled={!editable}
                onChange={(event) => setMode(event.target.value)}
                options={FALLBACK_MODES.map((value) => ({ value, label: FALLBACK_MODE_NAMES[value] }))}
              />
              <Typography.Text type="secondary">{MODE_HINTS[mode]}</Typography.Text>
            </Flex>
            <Segmented<string>
              aria-label="按场景筛选"
              value={filter ?? ''}
              onChange={(value) => setFilter(value === '' ? null : value)}
              options={[
                { value: '', label: `全部 ${answers.length}` },
                ...counts.map(([tag, count]) => ({ value: tag, label: `${tag || '未填写'} ${count}` })),
              ]}
            />
            <AnswerList
              answers={answers}
              situations={situations}
              filter={filter}
              disabled={!editable}
              showProblems={showProblems}
              onChange={setAnswers}
              onEditTag={explainTags}
            />
          </Flex>
        </Card>
        <div style={{ flex: '0 1 360px', minWidth: 300 }}>
          <FallbackPreview answers={answers} mode={mode} situations={situations} />
        </div>
      </Flex>
      <NameFormModal
        open={frame.renaming}
        title="重命名兜底设置"
        nameLabel="名称"
        nameRule={fallbackEditBody.shape.name}
        initial={set}
        saving={save.isPending}
        onClose={frame.closeRename}
        onSave={(fields) => trySave(fields.name)}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
