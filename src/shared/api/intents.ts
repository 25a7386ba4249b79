import { z } from 'zod';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';
import { rowId } from './row-id';

/**
 * The console's intent calls (意图管理, manager/v1/intent). An intent is what a visitor wants
 * (带我去某个地点), recognised from example utterances whose spans are bound to slots; a slot is
 * filled from a dictionary and, when required and missing, asked for with its follow-up question.
 * The intent answers with its reply (slot variables like {地点} filled in) or triggers an action.
 * Resource type INTENT; every call checks the project and the flags on the intent.
 */
export const INTENT_API = {
  page: '/manager/v1/intent/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/intent/detail', // GET ?id → IntentDetail
  create: '/manager/v1/intent/create', // PUT intentCreateBody
  edit: '/manager/v1/intent/edit', // POST IntentEditBody
  enable: '/manager/v1/intent/enable', // PUT { id, enabled }
  remove: '/manager/v1/intent', // DELETE ?id
  slots: '/manager/v1/intent/slots', // PUT { intentId, slots } — replaces the intent's slots
  exampleCreate: '/manager/v1/intent/example/create', // PUT { intentId, text, slots }
  exampleEdit: '/manager/v1/intent/example/edit', // POST { id, text, slots }
  exampleRemove: '/manager/v1/intent/example', // DELETE ?id
} as const;

export const INTENT_MSG = {
  ...resourceMessages('意图'),
  slotsSaved: '槽位已保存',
  exampleNotFound: '例句不存在',
  exampleAdded: '例句已添加',
  exampleSaved: '例句已保存',
  exampleTaken: '意图中已有相同的例句',
  slotNameTaken: '槽位名称重复',
  dictionaryMissing: '所选词典不存在或不属于本项目',
  actionMissing: '所选动作不存在或不属于本项目',
} as const;

export const spanOutside = (slot: string) => `槽位「${slot}」的标注超出了例句范围`;
export const spansOverlap = '例句中的标注不能重叠';
export const unknownSlot = (slot: string) => `意图中没有槽位「${slot}」`;
export const unknownReplyVariable = (name: string) => `回复中的变量{${name}}不是这个意图的槽位`;
export const slotUsedInReply = (name: string) => `回复中还用着槽位{${name}}，请先修改回复`;

export const INTENT_LIMITS = { examples: 500, slots: 20, exampleLength: 100, replyLength: 500 } as const;

/** Slot variables in a reply: {地点}. */
export const REPLY_VARIABLE = /\{([^{}\s]{1,20})\}/g;
export const replyVariables = (reply: string): string[] => [
  ...new Set([...reply.matchAll(REPLY_VARIABLE)].map((match) => match[1])),
];

const id = z.string().min(1).max(64);
const intentName = z
  .string({ error: '请输入意图名称' })
  .trim()
  .min(1, '请输入意图名称')
  .max(30, '意图名称不能超过30个字符');
const description = z.string().trim().max(200, '描述不能超过200个字符').default('');
export const slotName = z
  .string({ error: '请输入槽位名称' })
  .trim()
  .min(1, '请输入槽位名称')
  .max(20, '槽位名称不能超过20个字符')
  .regex(/^[^{}\s]+$/, '槽位名称不能含空格或花括号');

/** A marked span: characters [start, end) of the example's text fill `slot`. */
export const slotSpan = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  slot: slotName,
});
export type SlotSpan = z.infer<typeof slotSpan>;

const exampleText = z
  .string({ error: '请输入例句' })
  .trim()
  .min(1, '请输入例句')
  .max(INTENT_LIMITS.exampleLength, `例句不能超过${INTENT_LIMITS.exampleLength}个字符`);
const exampleFields = {
  text: exampleText,
  slots: z.array(slotSpan).max(INTENT_LIMITS.slots).default([]),
};

/**
 * Where a set of spans goes wrong for a text and the intent's slot names: outside the text,
 * overlapping, or naming no slot. Null when all is well. Shared so the console refuses before sending.
 */
export function spanProblem(text: string, spans: SlotSpan[], slotNames: readonly string[]): string | null {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (const [index, span] of sorted.entries()) {
    if (span.start >= span.end || span.end > text.length) return spanOutside(span.slot);
    if (!slotNames.includes(span.slot)) return unknownSlot(span.slot);
    if (index > 0 && span.start < sorted[index - 1].end) return spansOverlap;
  }
  return null;
}

export const intentPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const intentIdQuery = z.object({ id });
export const intentCreateBody = z.object({ projectId: id, name: intentName, description });
export const intentEditBody = z.object({
  id,
  name: intentName,
  description,
  reply: z
    .string()
    .trim()
    .max(INTENT_LIMITS.replyLength, `回复不能超过${INTENT_LIMITS.replyLength}个字符`)
    .default(''),
  actionId: id.nullable().default(null),
});
export const intentEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });
export const intentSlotInput = z.object({
  /** The slot's id when it already exists: renaming it renames its spans in the examples. */
  id: id.optional(),
  name: slotName,
  dictionaryId: rowId.nullable().default(null),
  required: z.boolean().default(false),
  followUp: z.string().trim().max(100, '追问不能超过100个字符').default(''),
});
export const intentSlotsBody = z.object({
  intentId: id,
  slots: z.array(intentSlotInput).max(INTENT_LIMITS.slots, `槽位最多${INTENT_LIMITS.slots}个`),
});
export const exampleCreateBody = z.object({
  intentId: id,
  ...exampleFields,
  /** Without spans of its own, mark the words of the slots' dictionaries found in the text. */
  autoMark: z.boolean().default(false),
});
export const exampleEditBody = z.object({ id, ...exampleFields });

export type IntentEdit = Omit<z.input<typeof intentEditBody>, 'id'>;
export type IntentSlotInput = z.input<typeof intentSlotInput>;

/** An intent as its list shows it, with the caller's flags and its tags. */
export interface IntentSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  reply: string;
  actionId: string | null;
  /** The action's name; null without one, or when it has been deleted since. */
  actionName: string | null;
  exampleCount: number;
  slotNames: string[];
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IntentSlot {
  id: string;
  name: string;
  dictionaryId: string | null;
  dictionaryName: string | null;
  required: boolean;
  followUp: string;
}

export interface IntentExample {
  id: string;
  text: string;
  slots: SlotSpan[];
}

/** The intent's page: its summary, its slots in order, its examples newest first. */
export interface IntentDetail extends IntentSummary {
  slots: IntentSlot[];
  examples: IntentExample[];
}
