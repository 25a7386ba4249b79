import { z } from 'zod';
import { PAGE_TYPES, type PageType } from '../screen/document';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's action calls (动作管理, manager/v1/action). An action is what a robot does when an
 * intent or an answer triggers it, configured per page type (the page the robot shows when it
 * runs: MAIN, SLEEP, NAVIGATION, PATROL) as an ordered list of steps. Resource type ACTION.
 */
export const ACTION_API = {
  page: '/manager/v1/action/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/action/detail', // GET ?id
  create: '/manager/v1/action/create', // PUT actionCreateBody
  edit: '/manager/v1/action/edit', // POST ActionEditBody
  enable: '/manager/v1/action/enable', // PUT { id, enabled }
  steps: '/manager/v1/action/steps', // GET ?id&pageType
  saveSteps: '/manager/v1/action/steps', // POST { id, pageType, steps }
  remove: '/manager/v1/action', // DELETE ?id
  screenPages: '/manager/v1/action/screenPages', // GET ?projectId — what a SHOW_PAGE step may show
} as const;

export const ACTION_MSG = {
  ...resourceMessages('动作'),
  stepsSaved: '动作步骤已保存',
} as const;

export const ACTION_PAGE_TYPES = PAGE_TYPES;
export type ActionPageType = PageType;

export const STEP_KINDS = ['SPEAK', 'SHOW_PAGE', 'MOVE_TO', 'MOTION', 'WAIT'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const STEP_KIND_NAMES: Record<StepKind, string> = {
  SPEAK: '播报',
  SHOW_PAGE: '显示页面',
  MOVE_TO: '移动到点位',
  MOTION: '肢体动作',
  WAIT: '等待',
};

/** The motions every robot model of the platform can play. */
export const MOTIONS = [
  { id: 'nod', name: '点头' },
  { id: 'wave', name: '挥手' },
  { id: 'turn', name: '转身' },
  { id: 'bow', name: '鞠躬' },
  { id: 'shake', name: '摇头' },
  { id: 'welcome', name: '欢迎手势' },
] as const;
export type MotionId = (typeof MOTIONS)[number]['id'];
const MOTION_IDS = MOTIONS.map((motion) => motion.id) as [MotionId, ...MotionId[]];

export const MAX_STEPS = 50;
export const WAIT_RANGE = { min: 1, max: 300 } as const;

const id = z.string().min(1).max(64);
const actionName = z
  .string({ error: '请输入动作名称' })
  .trim()
  .min(1, '请输入动作名称')
  .max(30, '动作名称不能超过30个字符');
const description = z.string().trim().max(200, '描述不能超过200个字符').default('');

/** One step, by kind; a screen page and a map point keep their name so a list reads without a lookup. */
export const actionStep = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('SPEAK'),
      text: z.string().trim().min(1, '请输入播报内容').max(500, '播报内容不能超过500个字符'),
    }),
    z.object({
      kind: z.literal('SHOW_PAGE'),
      homepageId: z.string({ error: '请选择页面' }).min(1, '请选择页面').max(64),
      pageId: z.string({ error: '请选择页面' }).min(1, '请选择页面').max(64),
      pageName: z.string().trim().max(60).default(''),
    }),
    z.object({
      kind: z.literal('MOVE_TO'),
      pointId: z.string().max(64).default(''),
      pointName: z.string().trim().min(1, '请选择点位').max(60, '点位名称不能超过60个字符'),
    }),
    z.object({ kind: z.literal('MOTION'), motion: z.enum(MOTION_IDS, { error: '请选择肢体动作' }) }),
    z.object({
      kind: z.literal('WAIT'),
      seconds: z
        .number({ error: '请输入等待秒数' })
        .int('等待秒数须为整数')
        .min(WAIT_RANGE.min, `等待 ${WAIT_RANGE.min} 到 ${WAIT_RANGE.max} 秒`)
        .max(WAIT_RANGE.max, `等待 ${WAIT_RANGE.min} 到 ${WAIT_RANGE.max} 秒`),
    }),
  ],
  { error: '步骤类型错误' },
);
export type ActionStep = z.output<typeof actionStep>;
export type ActionStepInput = z.input<typeof actionStep>;

export const actionPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const actionIdQuery = z.object({ id });
export const actionScreenPagesQuery = z.object({ projectId: id });
const pageType = z.enum(ACTION_PAGE_TYPES, { error: '页面类型错误' });
export const actionStepsQuery = z.object({ id, pageType });
export const actionCreateBody = z.object({ projectId: id, name: actionName, description });
export const actionEditBody = z.object({ id, name: actionName, description });
export const actionEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });
export const actionStepsBody = z.object({
  id,
  pageType,
  steps: z.array(actionStep).max(MAX_STEPS, `一个页面类型最多${MAX_STEPS}个步骤`),
});

/** An action as the list and the detail show it, with the caller's flags and its tags. */
export interface ActionSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  /** Steps per page type (a page type with none is absent). */
  stepCounts: Partial<Record<ActionPageType, number>>;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ActionSteps {
  actionId: string;
  pageType: ActionPageType;
  steps: ActionStep[];
}

/** A screen configuration of the project and its pages, for the SHOW_PAGE step's picker. */
export interface ActionScreenConfiguration {
  homepageId: string;
  homepageName: string;
  pages: { id: string; name: string; type: ActionPageType }[];
}
