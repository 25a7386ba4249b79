import { CaretRightOutlined, DesktopOutlined, ReloadOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Flex, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SceneReferenceLists } from '../../../shared/api/scene-skills';
import { NODE_WORDS } from '../../../shared/scene-flow/scene-flow-interpreter';
import type { SceneFlowDraft } from '../../../shared/scene-flow/scene-flow-schema';
import { ReleasedScreenView } from '../../components/ReleasedScreenView';
import { stepSummary } from './step-catalogue';
import type { Simulation } from './use-simulation';

const WHO: Record<string, { label: string; color: string }> = {
  robot: { label: '机器人', color: 'blue' },
  visitor: { label: '访客', color: 'green' },
  system: { label: '动作', color: 'default' },
};

/** The robot's screen, scaled to the side panel's width. */
const SCREEN_HEIGHT = 200;

const STATUS_WORDS = {
  running: '运行中',
  waiting: '等待中',
  completed: '已结束',
  failed: '已失败',
} as const;

/** What a paused run waits for, and the buttons that answer for the world. */
function WorldReplies({ simulation }: { simulation: Simulation }) {
  const { run, reply } = simulation;
  if (run?.status !== 'waiting') return null;
  const failed = { type: 'failed', reason: '模拟失败' } as const;
  const buttons = {
    answer: [['超时未回答', { type: 'timeout' } as const]],
    timer: [['时间到', { type: 'timeout' } as const]],
    arrival: [
      ['已到达', { type: 'done' } as const],
      ['无法到达', failed],
    ],
    skill: [
      ['技能完成', { type: 'done' } as const],
      ['技能失败', failed],
    ],
  } as const;
  return (
    <Space wrap>
      {(run.waitingFor ? buttons[run.waitingFor] : []).map(([label, event]) => (
        <Button key={label} size="small" onClick={() => reply(event)}>
          {label}
        </Button>
      ))}
    </Space>
  );
}

/**
 * 模拟: run the flow being drawn with the robots' interpreter. Type what the visitor says or pick
 * a trigger, step or run; the canvas marks the current step and the path taken.
 */
export function SimulationPanel(props: {
  flow: SceneFlowDraft;
  lists: SceneReferenceLists | undefined;
  simulation: Simulation;
}) {
  const { flow, lists, simulation } = props;
  const { run } = simulation;
  const [words, setWords] = useState('');
  const triggers = flow.nodes.filter((node) => node.type === 'trigger');
  const current = run?.nodeId ? flow.nodes.find((node) => node.id === run.nodeId) : undefined;
  const variables = Object.entries(run?.variables ?? {});
  const send = () => {
    if (words.trim() === '') return;
    // A failed match is told by the request layer's toast; the run waits for the answer still.
    simulation.say(words.trim()).catch(() => undefined);
    setWords('');
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>模拟运行</Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            逐步执行
          </Typography.Text>
          <Switch
            size="small"
            checked={simulation.stepping}
            onChange={simulation.setStepping}
            aria-label="逐步执行"
          />
        </Space>
      </Flex>
      <Select
        placeholder="选择一个触发条件开始"
        aria-label="选择触发条件"
        value={null}
        options={triggers.map((node) => ({ value: node.id, label: stepSummary(node, lists) }))}
        onChange={(id: string) => simulation.start(id)}
        notFoundContent="流程中还没有触发条件"
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder={run?.waitingFor === 'answer' ? '输入访客的回答' : '输入访客说的话'}
          aria-label="访客说的话"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onPressEnter={send}
        />
        <Button type="primary" onClick={send}>
          发送
        </Button>
      </Space.Compact>
      <Space wrap>
        <Button icon={<StepForwardOutlined />} disabled={run?.status !== 'running'} onClick={simulation.step}>
          单步
        </Button>
        <Button icon={<CaretRightOutlined />} disabled={run?.status !== 'running'} onClick={simulation.runOn}>
          运行
        </Button>
        <Button icon={<ReloadOutlined />} disabled={!run} onClick={simulation.reset}>
          重置
        </Button>
      </Space>
      <WorldReplies simulation={simulation} />
      {run && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="状态">
            <span data-testid="simulation-status">{STATUS_WORDS[run.status]}</span>
          </Descriptions.Item>
          <Descriptions.Item label="当前步骤">
            {current ? `${NODE_WORDS[current.type]}：${stepSummary(current, lists)}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="变量">
            {variables.length > 0
              ? variables.map(([name, value]) => (
                  <div key={name}>
                    <Typography.Text code>{name}</Typography.Text> = {value}
                  </div>
                ))
              : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {simulation.page && (
        <Flex vertical gap={6} data-testid="simulated-screen">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <DesktopOutlined /> 机器人屏幕
          </Typography.Text>
          <ReleasedScreenView
            screen={lists?.screen ?? null}
            pageId={simulation.page}
            title="模拟运行中机器人的屏幕"
            height={SCREEN_HEIGHT}
          />
        </Flex>
      )}
      {simulation.log.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="输入访客说的话，或选择一个触发条件开始" />
      ) : (
        <Flex vertical gap={6} data-testid="simulation-log">
          {simulation.log.map((line, index) => (
            // The log only grows: a line's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Flex key={index} gap={6} align="start">
              <Tag color={WHO[line.who].color} style={{ flexShrink: 0 }}>
                {WHO[line.who].label}
              </Tag>
              <Typography.Text style={{ fontSize: 13 }}>{line.text}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
