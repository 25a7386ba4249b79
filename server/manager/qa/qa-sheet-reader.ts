import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { QA_IMPORT_LIMITS } from '../../../src/shared/api/qa';
import { badRequest } from '../../http/api-error';
import { writeZip, type ZipEntry } from '../../imports/zip-directory';
import { inspectZip } from '../../imports/zip-guard';
import { cellText, readLayout, type SheetLayout } from './qa-xlsx-layout';

/** A sheet's header and data rows as text, row numbers as Excel shows them. */
export interface SheetText {
  headers: string[];
  layout: SheetLayout;
  rows: { row: number; cells: string[] }[];
}

const LIMIT_MB = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const QA_IMPORT_REFUSALS = {
  notXlsx: '文件已损坏或不是有效的 xlsx 文件，请使用下载的模板重新填写',
  tooLarge: `文件不能超过 ${LIMIT_MB(QA_IMPORT_LIMITS.fileBytes)} MB`,
  inflated: `文件解压后超过 ${LIMIT_MB(QA_IMPORT_LIMITS.inflatedBytes)} MB，疑似异常压缩文件，已拒绝`,
  tooManyRows: `一次最多导入 ${QA_IMPORT_LIMITS.rows} 行，请拆分文件后分批导入`,
  noSheet: '文件中没有工作表',
  noRows: '文件中没有数据行',
} as const;

/**
 * Reads the first sheet of an uploaded xlsx with exceljs's streaming reader, after the zip guard
 * has inflated it once against the budget. Only text is kept: styles, hyperlinks and other
 * sheets are never parsed. Anything exceljs cannot read is refused as a broken file.
 */
export async function readSheet(file: Buffer): Promise<SheetText> {
  const zip = inspectZip(file, QA_IMPORT_LIMITS.inflatedBytes);
  if (!zip.ok)
    throw badRequest(
      zip.refusal === 'TOO_LARGE_INFLATED' ? QA_IMPORT_REFUSALS.inflated : QA_IMPORT_REFUSALS.notXlsx,
    );
  if (!zip.entries.some((entry) => entry.name === 'xl/workbook.xml'))
    throw badRequest(QA_IMPORT_REFUSALS.notXlsx);
  try {
    return await streamFirstSheet(writeZip(inReadingOrder(zip.entries)));
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    throw badRequest(QA_IMPORT_REFUSALS.notXlsx);
  }
}

/**
 * exceljs's streaming reader reads entries in stored order and, on Node ≥ 18, sometimes loses
 * the last one (exceljs#3064); exceljs itself stores xl/workbook.xml last, so our own template
 * and exports were at times refused as broken. Rewritten with the workbook, its relations and
 * shared strings first, every sheet is read in one pass and the tail holds nothing it needs.
 */
function inReadingOrder(entries: ZipEntry[]): ZipEntry[] {
  const rank = (name: string) => {
    const first = READ_FIRST.indexOf(name);
    if (first >= 0) return first;
    return /^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? READ_FIRST.length : READ_FIRST.length + 1;
  };
  return entries.toSorted((a, b) => rank(a.name) - rank(b.name));
}
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

async function streamFirstSheet(file: Buffer): Promise<SheetText> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    let headers: string[] | null = null;
    let layout: SheetLayout | null = null;
    const rows: SheetText['rows'] = [];
    for await (const row of sheet) {
      // exceljs's row values are 1-based: index 0 is always empty.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, (value) => cellText(value));
      if (!headers) {
        headers = cells;
        const read = readLayout(headers);
        if (typeof read === 'string') throw badRequest(read);
        layout = read;
        continue;
      }
      if (cells.every((text) => !text.trim())) continue;
      if (rows.length >= QA_IMPORT_LIMITS.rows) throw badRequest(QA_IMPORT_REFUSALS.tooManyRows);
      rows.push({ row: row.number, cells });
    }
    if (!headers || !layout) throw badRequest(QA_IMPORT_REFUSALS.noRows);
    // Only the first sheet counts; the rest are never read.
    return { headers, layout, rows };
  }
  throw badRequest(QA_IMPORT_REFUSALS.noSheet);
}
