// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the hints show variables as operators write them, ${name}
import {
  AimOutlined,
  ApiOutlined,
  BranchesOutlined,
  ClockCircleOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  NumberOutlined,
  QuestionCircleOutlined,
  SoundOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SceneReferenceLists } from '../../../shared/api/scene-skills';
import { NODE_WORDS } from '../../../shared/scene-flow/scene-flow-interpreter';
import type {
  SceneFlowDraft,
  SceneNodeType,
  SceneTrigger,
} from '../../../shared/scene-flow/scene-flow-schema';
import { triggerLabel } from '../../../shared/scene-flow/trigger-labels';

export type DraftNode = SceneFlowDraft['nodes'][number];

/** A new ask branch's id: its exit is `branch:<id>`, so it stays when the branch is renamed. */
export const newBranchId = () => `b${crypto.randomUUID().slice(0, 6)}`;

/** How the palette and the canvas show a step: its word, colour, icon and a new one's data. */
export interface StepLook {
  word: string;
  hint: string;
  color: string;
  icon: ReactNode;
  fresh(): Record<string, unknown>;
}

export const STEP_LOOKS: Record<SceneNodeType, StepLook> = {
  trigger: {
    word: NODE_WORDS.trigger,
    hint: '访客说了什么、识别到谁、到点或到达点位时开始',
    color: '#722ed1',
    icon: <AimOutlined />,
    fresh: () => ({ trigger: { on: 'keywords', keywords: [] } }),
  },
  speak: {
    word: NODE_WORDS.speak,
    hint: '机器人说一段话，可用 ${变量}',
    color: '#1677ff',
    icon: <SoundOutlined />,
    fresh: () => ({ text: '' }),
  },
  showPage: {
    word: NODE_WORDS.showPage,
    hint: '屏幕切换到已发布界面的一个页面',
    color: '#13c2c2',
    icon: <DesktopOutlined />,
    fresh: () => ({ pageId: '' }),
  },
  goTo: {
    word: NODE_WORDS.goTo,
    hint: '走到地图上的一个点位',
    color: '#52c41a',
    icon: <EnvironmentOutlined />,
    fresh: () => ({ pointId: '' }),
  },
  ask: {
    word: NODE_WORDS.ask,
    hint: '提一个问题，按回答走不同分支',
    color: '#fa8c16',
    icon: <QuestionCircleOutlined />,
    fresh: () => ({
      question: '',
      saveAs: 'answer',
      timeoutSeconds: 15,
      branches: [{ id: newBranchId(), label: '', examples: [] }],
    }),
  },
  wait: {
    word: NODE_WORDS.wait,
    hint: '停几秒再继续',
    color: '#8c8c8c',
    icon: <ClockCircleOutlined />,
    fresh: () => ({ seconds: 3 }),
  },
  setVariable: {
    word: NODE_WORDS.setVariable,
    hint: '记下一个值，后面的步骤可以说或判断',
    color: '#2f54eb',
    icon: <NumberOutlined />,
    fresh: () => ({ name: '', value: '' }),
  },
  condition: {
    word: NODE_WORDS.condition,
    hint: '按变量的值走“是”或“否”',
    color: '#eb2f96',
    icon: <BranchesOutlined />,
    fresh: () => ({ variable: '', operator: 'equals', value: '' }),
  },
  callSkill: {
    word: NODE_WORDS.callSkill,
    hint: '运行项目中的一个商店技能',
    color: '#faad14',
    icon: <ApiOutlined />,
    fresh: () => ({ skillId: '' }),
  },
  end: {
    word: NODE_WORDS.end,
    hint: '场景到此结束',
    color: '#595959',
    icon: <StopOutlined />,
    fresh: () => ({}),
  },
};

export const PALETTE_ORDER: SceneNodeType[] = [
  'trigger',
  'speak',
  'ask',
  'showPage',
  'goTo',
  'wait',
  'setVariable',
  'condition',
  'callSkill',
  'end',
];

const CONDITION_WORDS: Record<string, string> = {
  equals: '等于',
  notEquals: '不等于',
  contains: '包含',
  isEmpty: '为空',
};

/** The name of a referenced row, or what to say when none is picked or it is gone. */
function named(options: { id: string; name: string }[] | undefined, id: unknown, what: string): string {
  if (typeof id !== 'string' || id === '') return `未选择${what}`;
  return options?.find((option) => option.id === id)?.name ?? `${what}已不存在`;
}

/** A step's one line on the canvas: what it says, shows, asks or tests. */
export function stepSummary(node: DraftNode, lists: SceneReferenceLists | undefined): string {
  const data = node.data as Record<string, string>;
  switch (node.type) {
    case 'trigger': {
      const trigger = node.data.trigger as SceneTrigger | undefined;
      if (!trigger) return '未设置';
      const all = [...(lists?.intents ?? []), ...(lists?.faceGroups ?? []), ...(lists?.points ?? [])];
      if (trigger.on === 'keywords' && (trigger.keywords ?? []).length === 0) return '关键词：未填写';
      return triggerLabel(trigger, (id) => all.find((option) => option.id === id)?.name);
    }
    case 'speak':
      return data.text || '未填写播报内容';
    case 'showPage':
      return named(lists?.pages, data.pageId, '页面');
    case 'goTo':
      return named(lists?.points, data.pointId, '点位');
    case 'ask':
      return data.question || '未填写提问';
    case 'wait':
      return `${data.seconds ?? '?'} 秒`;
    case 'setVariable':
      return data.name ? `${data.name} = ${data.value ?? ''}` : '未填写变量';
    case 'condition':
      return data.variable
        ? `${data.variable} ${CONDITION_WORDS[data.operator] ?? ''} ${data.operator === 'isEmpty' ? '' : (data.value ?? '')}`
        : '未选择变量';
    case 'callSkill':
      return named(lists?.skills, data.skillId, '技能');
    case 'end':
      return '结束场景';
  }
}
