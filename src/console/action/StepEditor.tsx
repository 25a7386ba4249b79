import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  PlusOutlined,
  RobotOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Dropdown, Empty, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MAX_STEPS, STEP_KIND_NAMES, STEP_KINDS, type StepKind } from '../../shared/api/actions';
import { StepFields } from './StepFields';
import { moved, newStep, type StepDraft, stepProblem } from './step-drafts';

const KIND_ICONS: Record<StepKind, ReactNode> = {
  SPEAK: <SoundOutlined />,
  SHOW_PAGE: <DesktopOutlined />,
  MOVE_TO: <EnvironmentOutlined />,
  MOTION: <RobotOutlined />,
  WAIT: <ClockCircleOutlined />,
};
const KIND_COLORS: Record<StepKind, string> = {
  SPEAK: '#1677ff',
  SHOW_PAGE: '#722ed1',
  MOVE_TO: '#13a8a8',
  MOTION: '#fa8c16',
  WAIT: '#8c8c8c',
};

export interface StepEditorProps {
  projectId: string;
  steps: StepDraft[];
  disabled: boolean;
  /** Show each step's problem (after a save was tried). */
  showProblems: boolean;
  onChange(steps: StepDraft[]): void;
}

/** The ordered steps of one page type: add by kind, edit in place, move up or down, remove. */
export function StepEditor({ projectId, steps, disabled, showProblems, onChange }: StepEditorProps) {
  const replace = (index: number, step: StepDraft) =>
    onChange(steps.map((old, at) => (at === index ? step : old)));
  const addMenu = {
    items: STEP_KINDS.map((kind) => ({ key: kind, icon: KIND_ICONS[kind], label: STEP_KIND_NAMES[kind] })),
    onClick: ({ key }: { key: string }) => onChange([...steps, newStep(key as StepKind)]),
  };
  const addButton = (
    <Dropdown menu={addMenu} trigger={['click']} disabled={disabled || steps.length >= MAX_STEPS}>
      <Button type="dashed" icon={<PlusOutlined />} block={steps.length > 0}>
        添加步骤
      </Button>
    </Dropdown>
  );
  if (steps.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="这个页面类型还没有步骤：机器人在此页面触发动作时什么也不做"
        style={{ padding: '32px 0' }}
      >
        {addButton}
      </Empty>
    );
  }
  return (
    <Flex vertical gap={12}>
      {steps.map((step, index) => {
        const problem = showProblems ? stepProblem(step) : null;
        return (
          <Card
            key={step.key}
            size="small"
            styles={{ body: { padding: 12 } }}
            style={problem ? { borderColor: '#ff4d4f' } : undefined}
          >
            <Flex gap={12} align="flex-start">
              <Flex vertical align="center" gap={4} style={{ width: 40, flex: 'none' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {index + 1}
                </Typography.Text>
                <Avatar
                  size={32}
                  icon={KIND_ICONS[step.kind]}
                  style={{ background: KIND_COLORS[step.kind] }}
                />
              </Flex>
              <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{STEP_KIND_NAMES[step.kind]}</Typography.Text>
                <StepFields
                  projectId={projectId}
                  step={step}
                  disabled={disabled}
                  onChange={(changed) => replace(index, changed)}
                />
                {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
              </Flex>
              <Flex gap={2} style={{ flex: 'none' }}>
                <Tooltip title="上移">
                  <Button
                    type="text"
                    size="small"
                    aria-label={`上移第${index + 1}步`}
                    icon={<ArrowUpOutlined />}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moved(steps, index, index - 1))}
                  />
                </Tooltip>
                <Tooltip title="下移">
                  <Button
                    type="text"
                    size="small"
                    aria-label={`下移第${index + 1}步`}
                    icon={<ArrowDownOutlined />}
                    disabled={disabled || index === steps.length - 1}
                    onClick={() => onChange(moved(steps, index, index + 1))}
                  />
                </Tooltip>
                <Tooltip title="删除">
                  <Button
                    type="text"
                    size="small"
                    danger
                    aria-label={`删除第${index + 1}步`}
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    onClick={() => onChange(steps.filter((_, at) => at !== index))}
                  />
                </Tooltip>
              </Flex>
            </Flex>
          </Card>
        );
      })}
      {addButton}
    </Flex>
  );
}
