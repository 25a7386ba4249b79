import { z } from 'zod';
import {
  RESOURCE_TYPES,
  type ResourceFlag,
  type ResourcePermissions,
  type ResourceType,
} from '../permissions';

/**
 * Sharing and batch tagging of resources (any of RESOURCE_TYPES). Sharing is between members of
 * one enterprise; a share lets the colleague view (VIEW) or also edit (EDIT).
 */
export const RESOURCE_API = {
  shares: '/manager/v1/resource/share', // GET ?resourceType&resourceId → ResourceShare[]
  share: '/manager/v1/resource/share', // PUT ShareBody (replaces the resource's shares) → ResourceShare[]
  batchShare: '/manager/v1/resource/batchShare', // PUT BatchShareBody (adds or changes shares)
  batchTag: '/manager/v1/resource/batchTag', // PUT BatchTagBody
  tags: '/manager/v1/resource/tags', // GET ?resourceType&name → NamedItem[] (suggestions)
  colleagues: '/manager/v1/resource/colleagues', // GET ?name → Colleague[]
} as const;

export const SHARE_LEVELS = ['VIEW', 'EDIT'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];
export const SHARE_LEVEL_NAMES: Record<ShareLevel, string> = { VIEW: '可查看', EDIT: '可编辑' };

/** ADD puts the tags on every resource; REPLACE makes them each resource's only tags. */
export const TAG_MODES = ['ADD', 'REPLACE'] as const;
export type TagMode = (typeof TAG_MODES)[number];

/** A resource carries at most this many tags. */
export const MAX_TAGS_PER_RESOURCE = 20;

const id = z.string().min(1).max(64);
const resourceType = z.enum(RESOURCE_TYPES);
const shareEntry = z.object({ userId: id, level: z.enum(SHARE_LEVELS) });
export const resourceTag = z.string().trim().min(1, '标签不能为空').max(20, '标签不能超过20个字符');
const distinctUsers = (shares: { userId: string }[]) =>
  new Set(shares.map((share) => share.userId)).size === shares.length;

export const resourceRefQuery = z.object({ resourceType, resourceId: id });
export const shareBody = z.object({
  resourceType,
  resourceId: id,
  shares: z.array(shareEntry).max(200).refine(distinctUsers, '共享对象重复'),
});
export const batchShareBody = z.object({
  resourceType,
  resourceIds: z.array(id).min(1, '请先选择资源').max(100),
  shares: z.array(shareEntry).min(1, '请选择共享对象').max(200).refine(distinctUsers, '共享对象重复'),
});
export const batchTagBody = z
  .object({
    resourceType,
    resourceIds: z.array(id).min(1, '请先选择资源').max(100),
    tags: z.array(resourceTag).max(10, '最多添加10个标签'),
    mode: z.enum(TAG_MODES).default('ADD'),
  })
  // Replacing with nothing clears a resource's tags; adding nothing is a mistake.
  .refine((body) => body.mode === 'REPLACE' || body.tags.length > 0, {
    message: '请输入标签',
    path: ['tags'],
  });
export const tagSuggestionQuery = z.object({ resourceType, name: z.string().trim().max(20).optional() });
export const colleagueQuery = z.object({ name: z.string().trim().max(30).optional() });

export type ShareBody = z.input<typeof shareBody>;
export type BatchShareBody = z.input<typeof batchShareBody>;
export type BatchTagBody = z.input<typeof batchTagBody>;

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

/** What a list row of a shareable resource carries besides its own fields. */
export interface PermittedRow {
  /** The caller's flags on the row, computed on the server. */
  permissions: ResourcePermissions;
  /** Free-text tags, sorted. */
  tags: string[];
  /** How the row reached the caller when only a share lets them see it; null otherwise. */
  sharedWithMe: ShareLevel | null;
}

/** The names users read for resource types (in refusals and tooltips). */
export const RESOURCE_TYPE_NAMES: Record<ResourceType, string> = {
  PROJECT: '项目',
  QA: '问答库',
  KG_BASE: '知识图谱',
  SKILL: '技能',
  INTENT: '意图',
  DICT: '词典',
  ACTION: '动作',
  FACE_GROUP: '人脸库',
  BUTTOM: '个性化设置', // 个性兜底 and 热词 share the type
  PRONOUNCE: '发音人',
};

/** What each flag allows, as a phrase around the thing it applies to. */
const FLAG_PHRASES: Record<ResourceFlag, (what: string) => string> = {
  createAuth: (what) => `新建${what}`,
  editAuth: (what) => `编辑${what}`,
  accessAuth: (what) => `查看${what}`,
  deleteAuth: (what) => `删除${what}`,
  enableAuth: (what) => `启用或停用${what}`,
  shareAuth: (what) => `共享${what}`,
  batchTagAuth: (what) => `为${what}添加标签`,
  batchShareAuth: (what) => `批量共享${what}`,
};

/**
 * The refusal of an action a flag forbids, naming the action and the resource:
 * 您没有编辑项目「展厅导览」的权限. Without a name it speaks of the type (新建项目).
 */
export function missingFlagMessage(type: ResourceType, flag: ResourceFlag, name?: string): string {
  const what = name === undefined ? RESOURCE_TYPE_NAMES[type] : `${RESOURCE_TYPE_NAMES[type]}「${name}」`;
  return `您没有${FLAG_PHRASES[flag](what)}的权限`;
}

/** Who to ask for a flag one lacks (the tooltip's second line). */
export const ASK_FOR_FLAG = '如需此权限，请联系资源的创建者或企业管理员';

/** A resource the caller cannot see is as missing as one that never existed. */
export const resourceNotFoundMessage = (type: ResourceType) => `${RESOURCE_TYPE_NAMES[type]}不存在`;

/** Sharing happens inside an enterprise; the personal scope has no one to share with. */
export const PERSONAL_SHARE_REFUSED = '个人空间的资源不能共享，请切换到企业身份后再共享';
export const SHARE_OUTSIDE_REFUSED = '只能共享给本企业的其他成员';
export const TOO_MANY_TAGS = `每个资源最多${MAX_TAGS_PER_RESOURCE}个标签`;
