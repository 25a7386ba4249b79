import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '../../../src/shared/api/knowledge-graph';
import { ApiError, badRequest } from '../../http/api-error';
import { IMPORT_MSG } from './zip-guard';

export interface SheetSpec {
  name: string;
  columns: readonly string[];
}
/** A data row: its number in the sheet (as Excel shows it) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the text a person sees in it (dates as YYYY-MM-DD, formulas by result). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return value.getUTCHours() || value.getUTCMinutes()
      ? `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`
      : date;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
    return '';
  }
  return String(value).trim();
}

const columnsMessage = (spec: SheetSpec) =>
  `工作表「${spec.name}」的第一行应为列名：${spec.columns.join('、')}`;

/** A sheet's non-blank rows after its header, checked to name the spec's columns. */
function rowsOf(sheet: ExcelJS.Worksheet, spec: SheetSpec): SheetRow[] {
  const rows: SheetRow[] = [];
  let header = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as unknown[]) ?? [];
    const cells = spec.columns.map((_, index) => cellText(values[index + 1]));
    const extra = values.slice(spec.columns.length + 1).some((value) => cellText(value) !== '');
    if (!header) {
      if (cells.every((cell) => cell === '') && !extra) return;
      if (cells.some((cell, index) => cell !== spec.columns[index]) || extra)
        throw badRequest(columnsMessage(spec));
      header = true;
      return;
    }
    if (cells.every((cell) => cell === '')) return;
    rows.push({ row: number, cells });
  });
  if (!header) throw badRequest(columnsMessage(spec));
  return rows;
}

/**
 * Reads the workbook's sheets named in `specs` (others, like a 说明 sheet, are skipped), checks
 * each one's first row names its columns, and returns their non-blank rows as text. A missing
 * first sheet, wrong columns, too many rows or a file the reader cannot parse is refused whole.
 *
 * The workbook is read whole (the zip guard has capped what it unpacks to): exceljs's streaming
 * reader was measured here to drop sheets or their names at random when a file's workbook parts
 * come after its sheets (as in files Excel writes), and an import must read the same file the
 * same way every time.
 */
export async function readSheets(
  path: string,
  specs: readonly SheetSpec[],
): Promise<Map<string, SheetRow[]>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch {
    throw badRequest(IMPORT_MSG.notWorkbook);
  }
  const total = specs.reduce((sum, spec) => sum + (workbook.getWorksheet(spec.name)?.actualRowCount ?? 0), 0);
  if (total > IMPORT_LIMITS.maxRows)
    throw new ApiError(413, `行数超过上限（最多 ${IMPORT_LIMITS.maxRows} 行）`);
  const found = new Map<string, SheetRow[]>();
  for (const spec of specs) {
    const sheet = workbook.worksheets.find((candidate) => candidate.name.trim() === spec.name);
    if (sheet) found.set(spec.name, rowsOf(sheet, spec));
  }
  // The first sheet (概念 or 实体) is the import; the others may be left out.
  if (!found.has(specs[0].name)) throw badRequest(`缺少工作表「${specs[0].name}」`);
  for (const spec of specs) if (!found.has(spec.name)) found.set(spec.name, []);
  return found;
}
