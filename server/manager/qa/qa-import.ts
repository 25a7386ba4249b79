import { QA_IMPORT_LIMITS, QA_XLSX, type QaImportError } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { pageKey, screenPagesOf } from './qa-screen-pages';
import type { SheetText } from './qa-sheet-reader';
import { readSheetRow, type SheetPair } from './qa-xlsx-rows';
import { sheetBuffer } from './qa-xlsx-writer';

export interface CheckedSheet {
  pairs: SheetPair[];
  /** Every bad row with all its reasons, in sheet order. */
  errors: QaImportError[];
}

/**
 * Every row checked on its own, then against the others (a standard question twice in the file)
 * and against the project (the screen pages answers name). Nothing is written here.
 */
export async function checkSheet(db: Database, projectId: string, sheet: SheetText): Promise<CheckedSheet> {
  const pairs: SheetPair[] = [];
  const reasons = new Map<number, string[]>();
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const reading = readSheetRow(sheet.layout, cells, row);
    const own = reading.ok ? [] : reading.reasons;
    if (reading.ok && reading.pair.content) {
      const earlier = firstRowOf.get(reading.pair.content.question);
      if (earlier !== undefined) own.push(`标准问题与第 ${earlier} 行重复`);
      else firstRowOf.set(reading.pair.content.question, row);
    }
    if (own.length) reasons.set(row, own);
    else if (reading.ok) pairs.push(reading.pair);
  }
  const pagesNamed = pairs.some((pair) => pair.content?.answers.some((answer) => answer.page));
  if (pagesNamed) {
    const known = new Set((await screenPagesOf(db, projectId)).map(pageKey));
    for (const pair of pairs) {
      const unknown = pair.content?.answers.some((answer) => answer.page && !known.has(pageKey(answer.page)));
      if (unknown) reasons.set(pair.row, ['答案页面在项目的屏幕配置中不存在']);
    }
  }
  const errors = [...reasons]
    .sort(([a], [b]) => a - b)
    .map(([row, list]) => ({ row, reason: list.join('；') }));
  return { pairs: pairs.filter((pair) => !reasons.has(pair.row)), errors };
}

/** The report of a refused import: the bad rows as they were sent, with 行号 and 错误原因. */
export function errorReport(sheet: SheetText, errors: readonly QaImportError[]): Promise<Buffer> {
  const byRow = new Map(sheet.rows.map((row) => [row.row, row.cells]));
  const width = sheet.headers.length;
  const rows = errors.map((error) => {
    const cells = byRow.get(error.row) ?? [];
    return [
      String(error.row),
      ...Array.from({ length: width }, (_, index) => cells[index] ?? ''),
      error.reason,
    ];
  });
  return sheetBuffer(['行号', ...sheet.headers, QA_XLSX.error], rows);
}

export const firstErrors = (errors: readonly QaImportError[]) =>
  errors.slice(0, QA_IMPORT_LIMITS.errorsShown);
