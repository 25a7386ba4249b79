import { z } from 'zod';
import { deviceTag } from './devices';
import { resourceId } from './resource-kind-schemas';

/**
 * Whom a base configuration (基础配置) or a device persona (设备人设) applies to, and which one a
 * device ends up with. The rule for overlaps: a device's own assignment beats its tags; among its
 * tags the first (in the device's own tag order) that names one wins; then the project default.
 * A disabled configuration or persona applies to nobody.
 */
export const SETTING_KINDS = ['BASE_CONFIG', 'PERSONA'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export const DEVICE_SETTINGS_API = {
  applied: '/manager/v1/device/settings', // GET ?projectId → AppliedSettings per device id
} as const;

export const MAX_TARGET_DEVICES = 200;
export const MAX_TARGET_TAGS = 20;

export const settingTargets = z.object({
  projectDefault: z.boolean().default(false).describe('项目默认：没有单独指定、标签也未命中的设备使用它'),
  deviceIds: z
    .array(resourceId)
    .max(MAX_TARGET_DEVICES, `最多指定${MAX_TARGET_DEVICES}台设备`)
    .default([])
    .describe('单独指定的设备'),
  tags: z
    .array(deviceTag)
    .max(MAX_TARGET_TAGS, `最多指定${MAX_TARGET_TAGS}个标签`)
    .default([])
    .describe('带这些标签的设备'),
});
export type SettingTargets = z.output<typeof settingTargets>;

export const SETTING_SOURCES = ['DEVICE', 'TAG', 'DEFAULT'] as const;

/** Why a device has the configuration it has: its own assignment, one of its tags, or the default. */
export const appliedBy = z.object({
  source: z.enum(SETTING_SOURCES).describe('DEVICE 单独指定；TAG 按设备标签；DEFAULT 项目默认'),
  tag: z.string().nullable().describe('source 为 TAG 时命中的标签'),
});
export type AppliedBy = z.infer<typeof appliedBy>;

/** The reason as the console says it: 单独指定, 标签 展厅A, 项目默认. */
export function appliedReason({ source, tag }: AppliedBy): string {
  if (source === 'DEVICE') return '单独指定';
  if (source === 'TAG') return `标签 ${tag}`;
  return '项目默认';
}

/** One configuration or persona as a device has it, by name. */
export interface AppliedSetting extends AppliedBy {
  id: string;
  name: string;
}

/** What applies to one device, per kind (null: nothing does). */
export interface DeviceSettings {
  baseConfiguration: AppliedSetting | null;
  persona: AppliedSetting | null;
}

export const appliedSettingsQuery = z.object({ projectId: resourceId });
/** The applied settings of a project's devices, by device id. */
export type AppliedSettings = Record<string, DeviceSettings>;

/** The base configuration a robot runs with, in its bundle (the bundle's screen and speaker follow it). */
export const bundleBaseConfiguration = z.object({
  id: z.string(),
  name: z.string(),
  appliedBy,
  wakeWord: z.string().describe('唤醒词'),
  language: z.string().describe('识别与播报的语言：zh-CN 普通话、yue-CN 粤语、en-US 英语'),
  screenSaver: z.object({
    seconds: z.number().int().describe('无人交互多少秒后显示屏保；0 表示不显示'),
    picture: z.string().nullable().describe('屏保图片地址；null 表示显示发布页面的休眠页'),
  }),
  workingHours: z
    .object({
      start: z.string().describe('上班时间 HH:MM（本地时间）'),
      end: z.string().describe('下班时间 HH:MM'),
      days: z.array(z.number().int()).describe('工作日，1（周一）到 7（周日）'),
    })
    .describe('工作时间：以外的时间机器人休眠（熄屏、不主动招呼，仍可被唤醒词唤醒）'),
  volume: z.number().int().describe('音量 0–100：开机与每次收到新配置时设置'),
});
export type BundleBaseConfiguration = z.infer<typeof bundleBaseConfiguration>;

/** The persona a robot speaks as, in its bundle: its answers serve offline; online `ask` uses them. */
export const bundlePersona = z.object({
  id: z.string(),
  name: z.string(),
  appliedBy,
  robotName: z.string().describe('机器人的名字'),
  age: z.number().int().nullable(),
  gender: z.enum(['FEMALE', 'MALE', 'NONE']),
  greeting: z.string().describe('问候语：访客走近时说'),
  introduction: z.string().describe('自我介绍'),
  answers: z
    .array(z.object({ question: z.string(), similarQuestions: z.array(z.string()), answer: z.string() }))
    .describe('人设问答（你是谁、你几岁了…）：在线时 ask 调用已在兜底之前用它们回答'),
});
export type BundlePersona = z.infer<typeof bundlePersona>;
