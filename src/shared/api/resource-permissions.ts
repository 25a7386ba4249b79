import { z } from 'zod';
import { RESOURCE_TYPES } from '../permissions';

/**
 * Sharing and batch tagging of resources (any of RESOURCE_TYPES). Sharing is between members of
 * one enterprise; a share lets the colleague view (VIEW) or also edit (EDIT).
 */
export const RESOURCE_API = {
  shares: '/manager/v1/resource/share', // GET ?resourceType&resourceId → ResourceShare[]
  share: '/manager/v1/resource/share', // PUT ShareBody (replaces the resource's shares)
  batchShare: '/manager/v1/resource/batchShare', // PUT BatchShareBody (adds shares)
  batchTag: '/manager/v1/resource/batchTag', // PUT BatchTagBody
  tags: '/manager/v1/resource/tags', // GET ?resourceType&name → NamedItem[] (suggestions)
  colleagues: '/manager/v1/resource/colleagues', // GET ?name → Colleague[]
} as const;

export const SHARE_LEVELS = ['VIEW', 'EDIT'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];
export const SHARE_LEVEL_NAMES: Record<ShareLevel, string> = { VIEW: '可查看', EDIT: '可编辑' };

const id = z.string().min(1).max(64);
const resourceType = z.enum(RESOURCE_TYPES);
const shareEntry = z.object({ userId: id, level: z.enum(SHARE_LEVELS) });
export const resourceTag = z.string().trim().min(1, '标签不能为空').max(20, '标签不能超过20个字符');

export const resourceRefQuery = z.object({ resourceType, resourceId: id });
export const shareBody = z.object({
  resourceType,
  resourceId: id,
  shares: z.array(shareEntry).max(200),
});
export const batchShareBody = z.object({
  resourceType,
  resourceIds: z.array(id).min(1, '请先选择资源').max(100),
  shares: z.array(shareEntry).min(1, '请选择共享对象').max(200),
});
export const batchTagBody = z.object({
  resourceType,
  resourceIds: z.array(id).min(1, '请先选择资源').max(100),
  tags: z.array(resourceTag).min(1, '请输入标签').max(10, '最多添加10个标签'),
});
export const tagSuggestionQuery = z.object({ resourceType, name: z.string().trim().max(20).optional() });
export const colleagueQuery = z.object({ name: z.string().trim().max(30).optional() });

export interface ResourceShare {
  userId: string;
  nickname: string;
  account: string;
  level: ShareLevel;
}

export interface Colleague {
  userId: string;
  nickname: string;
  account: string;
}
