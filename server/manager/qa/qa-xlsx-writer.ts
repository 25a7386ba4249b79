import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { QA_XLSX } from '../../../src/shared/api/qa';

/** Wide columns for the texts, narrow for the flags. */
function widthOf(header: string): number {
  if (header === QA_XLSX.enabled) return 8;
  if (header === QA_XLSX.tags || header === QA_XLSX.category) return 18;
  if (header.endsWith(QA_XLSX.media) || header.endsWith(QA_XLSX.page)) return 30;
  if (header === QA_XLSX.error) return 40;
  return 36;
}

/**
 * Streams one sheet (bold header, wrapped text, frozen first row) to the returned stream, row by
 * row from `rows`: exceljs's streaming writer commits each row, so a large library never sits in
 * memory as a workbook.
 */
export function sheetStream(headers: readonly string[], rows: AsyncIterable<readonly string[]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(QA_XLSX.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    header,
    width: widthOf(header),
    style: { alignment: { wrapText: true, vertical: 'top' } },
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F1FF' } };
  head.commit();
  (async () => {
    for await (const cells of rows) sheet.addRow([...cells]).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

async function* fromArray(rows: readonly (readonly string[])[]) {
  yield* rows;
}

/** A small sheet (the template, an error report) as one buffer. */
export function sheetBuffer(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Buffer> {
  return buffer(sheetStream(headers, fromArray(rows)));
}

/** The download headers of an xlsx named in Chinese (RFC 5987 filename*; `asciiName` for old clients). */
export function xlsxDownload(name: string, asciiName = 'qa.xlsx'): Record<string, string> {
  return {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  };
}
