import { z } from 'zod';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's fallback calls (个性兜底, route `reveal`, manager/v1/reveal). A fallback set holds
 * what the robot says when nothing matched, each answer tagged by the situation it fits; the
 * set picks among a situation's answers at random or in turn. Resource type BUTTOM (shared with
 * the hot word lists: the spec's one permission code for 个性设置).
 */
export const FALLBACK_API = {
  page: '/manager/v1/reveal/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/reveal/detail', // GET ?id — the set with its answers
  create: '/manager/v1/reveal/create', // PUT fallbackCreateBody
  edit: '/manager/v1/reveal/edit', // POST FallbackEditBody (name, mode, answers)
  enable: '/manager/v1/reveal/enable', // PUT { id, enabled }
  situations: '/manager/v1/reveal/situations', // GET ?projectId — the default tags and the project's own
  remove: '/manager/v1/reveal', // DELETE ?id
} as const;

export const FALLBACK_MSG = resourceMessages('兜底设置');

export const FALLBACK_MODES = ['RANDOM', 'IN_TURN'] as const;
export type FallbackMode = (typeof FALLBACK_MODES)[number];
export const FALLBACK_MODE_NAMES: Record<FallbackMode, string> = { RANDOM: '随机', IN_TURN: '轮流' };

/** The situations every project starts with; an operator may tag answers with others. */
export const DEFAULT_SITUATIONS = ['未识别', '超出范围', '闲聊', '敏感', '系统繁忙'] as const;
/** The situation a matcher asks for when nothing matched, and the one any other falls back to. */
export const UNRECOGNISED = DEFAULT_SITUATIONS[0];
export const MAX_ANSWERS = 200;

const id = z.string().min(1).max(64);
const setName = z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(30, '名称不能超过30个字符');
const situation = z
  .string({ error: '请选择场景标签' })
  .trim()
  .min(1, '请选择场景标签')
  .max(10, '场景标签不能超过10个字符');
export const fallbackAnswerInput = z.object({
  situation,
  text: z.string({ error: '请输入回答' }).trim().min(1, '请输入回答').max(300, '回答不能超过300个字符'),
});
const mode = z.enum(FALLBACK_MODES, { error: '请选择回答方式' });

export const fallbackPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const fallbackIdQuery = z.object({ id });
export const fallbackSituationsQuery = z.object({ projectId: id });
export const fallbackCreateBody = z.object({ projectId: id, name: setName, mode: mode.default('RANDOM') });
export const fallbackEditBody = z.object({
  id,
  name: setName,
  mode,
  answers: z.array(fallbackAnswerInput).max(MAX_ANSWERS, `最多${MAX_ANSWERS}条回答`),
});
export const fallbackEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });
export type FallbackEditBody = z.input<typeof fallbackEditBody>;

export interface FallbackAnswer {
  id: string;
  situation: string;
  text: string;
}

/** A fallback set as the list shows it, with the caller's flags and its tags. */
export interface FallbackSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  mode: FallbackMode;
  enabled: boolean;
  /** The set the project's robots answer with: its most recently changed enabled set. */
  active: boolean;
  answerCount: number;
  /** The situations its answers cover, in the order they first appear. */
  situations: string[];
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FallbackDetail extends FallbackSummary {
  answers: FallbackAnswer[];
}
