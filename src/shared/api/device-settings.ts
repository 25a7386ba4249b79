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
export type SettingSource = (typeof SETTING_SOURCES)[number];

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
