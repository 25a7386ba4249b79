import { categoryName, type QaPairFields, qaPairContent, QA_XLSX as X } from '../../../src/shared/api/qa';
import type { QaAnswer } from '../../../src/shared/qa/answer';
import { readEnabled, readMediaCell, readPageCell, type SheetLayout, splitLines } from './qa-xlsx-layout';

/** A row that passed every check: a pair (or, with no question, only a category to create). */
export interface SheetPair {
  row: number;
  categoryPath: string[];
  content: Omit<QaPairFields, 'categoryId'> | null;
}

export type RowReading = { ok: true; pair: SheetPair } | { ok: false; reasons: string[] };

const cell = (cells: string[], index: number | undefined) =>
  index === undefined ? '' : (cells[index] ?? '');

function readCategory(text: string, reasons: string[]): string[] {
  const path = text
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of path) {
    const parsed = categoryName.safeParse(part);
    if (!parsed.success) reasons.push(`${X.category}：${parsed.error.issues[0]?.message}`);
  }
  if (path.length > 5) reasons.push(`${X.category}：最多5级`);
  return path;
}

function readAnswers(layout: SheetLayout, cells: string[], reasons: string[]): QaAnswer[] {
  const answers: QaAnswer[] = [];
  layout.answers.forEach((slot, index) => {
    const text = cell(cells, slot.text).trim();
    const mediaText = cell(cells, slot.media).trim();
    const pageText = cell(cells, slot.page).trim();
    const name = `${X.answer}${index + 1}`;
    if (!text) {
      if (mediaText || pageText) reasons.push(`${name}：有媒体或页面却没有答案文字`);
      return;
    }
    const media = mediaText ? readMediaCell(mediaText) : null;
    if (mediaText && !media) reasons.push(`${name}${X.media}：应写作“图片：地址”或“视频：地址”`);
    const page = pageText ? readPageCell(pageText) : null;
    if (page === undefined) reasons.push(`${name}${X.page}：应写作“屏幕配置ID/页面ID”`);
    answers.push({ text, media, page: page ?? null });
  });
  return answers;
}

/**
 * One data row checked on its own: the category path, the pair's fields through the same schema
 * the editor's calls use, so a row is refused for exactly what the editor refuses. A row with
 * only a category creates that (empty) category.
 */
export function readSheetRow(layout: SheetLayout, cells: string[], row: number): RowReading {
  const reasons: string[] = [];
  const categoryPath = readCategory(cell(cells, layout.category), reasons);
  const question = cell(cells, layout.question).trim();
  const answers = readAnswers(layout, cells, reasons);
  const rest = [layout.similar, layout.enabled, layout.tags].some((index) => cell(cells, index).trim());
  if (!question && answers.length === 0 && !rest) {
    return reasons.length ? { ok: false, reasons } : { ok: true, pair: { row, categoryPath, content: null } };
  }
  const enabled = readEnabled(cell(cells, layout.enabled));
  if (enabled === null) reasons.push(`${X.enabled}：请填写“${X.yes}”或“${X.no}”`);
  const parsed = qaPairContent.safeParse({
    categoryId: null,
    question,
    similarQuestions: splitLines(cell(cells, layout.similar)),
    answers,
    enabled: enabled ?? true,
    tags: cell(cells, layout.tags)
      .split(/[\n,，;；]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const reason = issue.message;
      if (!reasons.includes(reason)) reasons.push(reason);
    }
  }
  if (reasons.length > 0 || !parsed.success) return { ok: false, reasons };
  const { categoryId: _none, ...content } = parsed.data;
  return { ok: true, pair: { row, categoryPath, content } };
}
