import ExcelJS from 'exceljs';
import {
  DICTIONARY_MSG,
  ENTRY_LIMITS,
  type EntryWords,
  entryWords,
  type ImportRowError,
  TXT_SEPARATORS,
  XLSX_COLUMNS,
} from '../../../src/shared/api/dictionaries';
import { badRequest } from '../../http/api-error';
import { inspectZip } from '../../imports/zip-guard';

/** A line or row of an import file, numbered as the operator sees it (1 is the first line). */
export interface FileRow {
  row: number;
  value: string;
  synonyms: string;
}

export interface ReadEntries {
  entries: (EntryWords & { row: number })[];
  errors: ImportRowError[];
}

const MAX_INFLATED_BYTES = 40 * 1024 * 1024;
const splitWords = (text: string): string[] =>
  text
    .split(TXT_SEPARATORS)
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** The text file's lines: the first word is the entry, the rest its synonyms. */
export function rowsOfText(bytes: Buffer): FileRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(DICTIONARY_MSG.importUnreadable);
  }
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), row: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .map(({ line, row }) => {
      const [value = '', ...synonyms] = splitWords(line);
      return { row, value, synonyms: synonyms.join(',') };
    });
}

/** The first sheet's rows under the header 词条 | 同义词. */
export async function rowsOfWorkbook(bytes: Buffer): Promise<FileRow[]> {
  if (!inspectZip(bytes, MAX_INFLATED_BYTES).ok) throw badRequest(DICTIONARY_MSG.importUnreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(DICTIONARY_MSG.importUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(DICTIONARY_MSG.importEmpty);
  const header = [1, 2].map((column) => sheet.getRow(1).getCell(column).text.trim());
  if (header[0] !== XLSX_COLUMNS[0] || (header[1] !== XLSX_COLUMNS[1] && header[1] !== '')) {
    throw badRequest(DICTIONARY_MSG.importColumns);
  }
  const rows: FileRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const value = row.getCell(1).text.trim();
    const synonyms = row.getCell(2).text.trim();
    if (value !== '' || synonyms !== '') rows.push({ row: number, value, synonyms });
  });
  return rows;
}

/**
 * The entries of the rows, each checked like an entry typed in the console, and no word in two
 * rows. Every refused row is reported; the caller imports nothing when there is one.
 */
export function entriesOfRows(rows: FileRow[]): ReadEntries {
  if (rows.length === 0) throw badRequest(DICTIONARY_MSG.importEmpty);
  if (rows.length > ENTRY_LIMITS.importRows) throw badRequest(DICTIONARY_MSG.importTooMany);
  const entries: ReadEntries['entries'] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, value, synonyms } of rows) {
    const parsed = entryWords.safeParse({ value, synonyms: splitWords(synonyms) });
    if (!parsed.success) {
      errors.push({ row, message: parsed.error.issues[0]?.message ?? '词条格式错误' });
      continue;
    }
    const words = [parsed.data.value, ...parsed.data.synonyms];
    const repeated = words.find((word) => firstRowOf.has(word));
    if (repeated) {
      errors.push({ row, message: `「${repeated}」已在第 ${firstRowOf.get(repeated)} 行出现` });
      continue;
    }
    for (const word of words) firstRowOf.set(word, row);
    entries.push({ ...parsed.data, row });
  }
  return { entries, errors };
}

/** The entries as an .xlsx with the import's columns, so an export imports back unchanged. */
export async function workbookOf(entries: EntryWords[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('词条');
  sheet.columns = [
    { header: XLSX_COLUMNS[0], key: 'value', width: 24 },
    { header: XLSX_COLUMNS[1], key: 'synonyms', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) sheet.addRow({ value: entry.value, synonyms: entry.synonyms.join('，') });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The entries as the text import reads them: one a line, synonyms after a Chinese comma. */
export const textOf = (entries: EntryWords[]): string =>
  `${entries.map((entry) => [entry.value, ...entry.synonyms].join('，')).join('\n')}\n`;
