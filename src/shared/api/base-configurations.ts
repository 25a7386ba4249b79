import { z } from 'zod';
import { settingTargets } from './device-settings';
import {
  resourceEnableBody as baseConfigurationEnableBody,
  resourceIdQuery as baseConfigurationIdQuery,
  resourcePageQuery as baseConfigurationPageQuery,
  resourceDescription,
  resourceId,
  resourceName,
} from './resource-kind-schemas';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's base configuration calls (基础配置, manager/v1/base-configuration): how the robots
 * it applies to behave — wake word, language, screen saver, working hours, the screen they show,
 * their speaker and volume. Resource type BUTTOM (the spec gives 前端管理 no type of its own; the
 * rows live beside the other per-robot settings). Whom it applies to: device-settings.ts.
 */
export const BASE_CONFIGURATION_API = {
  page: '/manager/v1/base-configuration/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/base-configuration/detail', // GET ?id
  create: '/manager/v1/base-configuration/create', // PUT { projectId, name, description }
  edit: '/manager/v1/base-configuration/edit', // POST baseConfigurationEditBody
  enable: '/manager/v1/base-configuration/enable', // PUT { id, enabled }
  remove: '/manager/v1/base-configuration', // DELETE ?id
} as const;

export const BASE_CONFIGURATION_MSG = {
  ...resourceMessages('基础配置'),
  workHoursOrder: '下班时间须晚于上班时间',
  homepageNotReleased: '请选择已发布的应用UI配置',
  speakerMissing: '发音人不存在或已停用',
} as const;

export const LANGUAGES = ['zh-CN', 'yue-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '普通话',
  'yue-CN': '粤语',
  'en-US': 'English',
};

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
export const MAX_SCREEN_SAVER_SECONDS = 3600;

/** HH:MM of a day; 24:00 ends a day that works to midnight. */
const clock = z
  .string({ error: '请选择时间' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, '时间格式为 HH:MM');

/** A configuration's settings; a new configuration starts with these. */
export const baseSettings = z
  .object({
    wakeWord: z
      .string({ error: '请输入唤醒词' })
      .trim()
      .min(2, '唤醒词为2到10个字')
      .max(10, '唤醒词为2到10个字')
      .describe('唤醒词'),
    language: z.enum(LANGUAGES, { error: '请选择语言' }).describe('识别与播报的语言'),
    screenSaverSeconds: z
      .number({ error: '请输入屏保等待时间' })
      .int('屏保等待时间为整数秒')
      .min(0, '屏保等待时间不能小于0')
      .max(MAX_SCREEN_SAVER_SECONDS, `屏保等待时间不能超过${MAX_SCREEN_SAVER_SECONDS}秒`)
      .describe('无人交互多少秒后显示屏保；0 表示不显示'),
    screenSaverPicture: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .describe('屏保图片（素材库图片地址）；null 表示用发布页面的休眠页'),
    workStart: clock.describe('上班时间 HH:MM（本地时间）'),
    workEnd: clock.describe('下班时间 HH:MM；上班时间以外机器人休眠'),
    workDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, '请至少选择一个工作日')
      .max(7)
      .describe('工作日，1（周一）到 7（周日）'),
    homepageId: resourceId.nullable().describe('显示的应用UI配置（已发布）；null 表示项目最近发布的'),
    speakerId: resourceId.nullable().describe('默认发音人；null 表示项目的默认发音人'),
    volume: z
      .number({ error: '请输入音量' })
      .int('音量为整数')
      .min(0, '音量为0到100')
      .max(100, '音量为0到100')
      .describe('音量 0–100'),
  })
  .refine((settings) => settings.workStart < settings.workEnd, {
    message: BASE_CONFIGURATION_MSG.workHoursOrder,
    path: ['workEnd'],
  });
export type BaseSettings = z.output<typeof baseSettings>;

export const DEFAULT_BASE_SETTINGS: BaseSettings = {
  wakeWord: '你好小智',
  language: 'zh-CN',
  screenSaverSeconds: 300,
  screenSaverPicture: null,
  workStart: '09:00',
  workEnd: '18:00',
  workDays: [1, 2, 3, 4, 5, 6, 7],
  homepageId: null,
  speakerId: null,
  volume: 60,
};

export { baseConfigurationEnableBody, baseConfigurationIdQuery, baseConfigurationPageQuery };

const name = resourceName('基础配置');
export const baseConfigurationCreateBody = z.object({
  projectId: resourceId,
  name,
  description: resourceDescription,
});
export const baseConfigurationEditBody = z.object({
  id: resourceId,
  name,
  description: resourceDescription,
  settings: baseSettings,
  targets: settingTargets,
});
export type BaseConfigurationEditBody = z.input<typeof baseConfigurationEditBody>;

export interface BaseConfigurationSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  settings: BaseSettings;
  targets: { projectDefault: boolean; deviceIds: string[]; tags: string[] };
  /** How many of the project's devices it applies to now (the overlap rule applied). */
  deviceCount: number;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}
