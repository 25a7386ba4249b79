import type { CellValue } from 'exceljs';
import { QA_XLSX as X } from '../../../src/shared/api/qa';
import type { QaAnswer, QaAnswerMedia } from '../../../src/shared/qa/answer';

/**
 * The sheet's columns. 分类 is a path ("展馆服务/票务"); 相似问题 and 标签 hold one item per line;
 * every answer has its own column 答案1, 答案2 …, with optional 答案N媒体 ("图片：URL" and a
 * "名称：" line) and 答案N页面 ("configurationId/pageId") columns that an export writes when the
 * library uses them. Columns are found by their header, in any order.
 */
export interface SheetLayout {
  category?: number;
  question: number;
  similar?: number;
  enabled?: number;
  tags?: number;
  answers: { text: number; media?: number; page?: number }[];
}

export const TEMPLATE_HEADERS = [
  X.category,
  X.question,
  X.similar,
  `${X.answer}1`,
  `${X.answer}2`,
  X.enabled,
  X.tags,
];

export const TEMPLATE_EXAMPLE = [
  '展馆服务/开放时间',
  '展馆几点开门？',
  '你们几点开门\n开放时间是什么时候\n今天开到几点',
  '展馆每天 9:00 至 17:00 开放，16:30 停止入场，周一闭馆（节假日除外）。',
  '我们早上九点开门，下午五点闭馆，周一休息哦。',
  X.yes,
  '开放时间\n常见问题',
];

const MEDIA_KIND_NAMES = { image: '图片', video: '视频' } as const;

/** The text a person sees in a cell, whatever exceljs made of it. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
  }
  return '';
}

const ANSWER_HEADER = new RegExp(`^${X.answer}(\\d*)(${X.media}|${X.page})?$`);

/** The layout of a header row, or why the sheet is not one of ours. */
export function readLayout(headers: string[]): SheetLayout | string {
  const layout: Partial<SheetLayout> & { answers: SheetLayout['answers'] } = { answers: [] };
  const seen = new Set<string>();
  const fixed: Record<string, 'category' | 'question' | 'similar' | 'enabled' | 'tags'> = {
    [X.category]: 'category',
    [X.question]: 'question',
    [X.similar]: 'similar',
    [X.enabled]: 'enabled',
    [X.tags]: 'tags',
  };
  for (const [index, raw] of headers.entries()) {
    const header = raw.trim();
    if (!header) continue;
    if (seen.has(header)) return `表头「${header}」重复`;
    seen.add(header);
    const field = fixed[header];
    if (field) {
      layout[field] = index;
      continue;
    }
    const answer = ANSWER_HEADER.exec(header);
    const number = answer ? Number(answer[1] || '1') : 0;
    if (!answer || number < 1 || number > 10) return `表头「${header}」无法识别，请使用下载的模板`;
    const slot = layout.answers[number - 1] ?? { text: -1 };
    layout.answers[number - 1] = slot;
    if (answer[2] === X.media) slot.media = index;
    else if (answer[2] === X.page) slot.page = index;
    else slot.text = index;
  }
  if (layout.question === undefined) return `缺少「${X.question}」列，请使用下载的模板`;
  const answers = layout.answers.filter(Boolean);
  if (answers.length === 0 || answers.some((slot) => slot.text < 0)) {
    return `缺少「${X.answer}1」等答案列，请使用下载的模板`;
  }
  return { ...layout, question: layout.question, answers };
}

export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** 是/否 and their usual spellings; an empty cell means enabled. */
export function readEnabled(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['', X.yes, '启用', 'true', '1', 'y', 'yes'].includes(value)) return true;
  if ([X.no, '停用', '禁用', 'false', '0', 'n', 'no'].includes(value)) return false;
  return null;
}

export function mediaCell(media: QaAnswerMedia | null): string {
  if (!media) return '';
  const line = `${MEDIA_KIND_NAMES[media.kind]}：${media.url}`;
  return media.name ? `${line}\n名称：${media.name}` : line;
}

/** A 答案N媒体 cell back into the media it names, or null for an unreadable cell. */
export function readMediaCell(text: string): QaAnswerMedia | null {
  let media: QaAnswerMedia | null = null;
  let name = '';
  for (const line of splitLines(text)) {
    const kind = /^(图片|视频)[:：]\s*(\S+)$/.exec(line);
    const named = /^名称[:：]\s*(.*)$/.exec(line);
    if (kind) media = { kind: kind[1] === '图片' ? 'image' : 'video', url: kind[2], name: '' };
    else if (named) name = named[1].trim();
    else return null;
  }
  return media && { ...media, name };
}

export const pageCell = (page: QaAnswer['page']): string => (page ? `${page.homepageId}/${page.pageId}` : '');

export function readPageCell(text: string): QaAnswer['page'] | undefined {
  const match = /^([^/\s]+)\/(\S+)$/.exec(text.trim());
  return match ? { homepageId: match[1], pageId: match[2] } : undefined;
}

/** The headers of an export: as many answer columns as the fullest pair, media and pages if used. */
export function exportHeaders(answerCount: number, withMedia: boolean, withPages: boolean): string[] {
  const answers = Array.from({ length: Math.max(1, answerCount) }, (_, index) => {
    const n = index + 1;
    return [
      `${X.answer}${n}`,
      ...(withMedia ? [`${X.answer}${n}${X.media}`] : []),
      ...(withPages ? [`${X.answer}${n}${X.page}`] : []),
    ];
  }).flat();
  return [X.category, X.question, X.similar, ...answers, X.enabled, X.tags];
}
