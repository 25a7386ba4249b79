import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LogEntry } from '../../../src/shared/api/enterprise-admin';

const COLUMNS = [
  { header: '时间', width: 22 },
  { header: '账号', width: 14 },
  { header: '姓名', width: 14 },
  { header: '操作', width: 28 },
  { header: '来源地址', width: 18 },
  { header: '详情', width: 80 },
];

// One formatter for every row: toLocaleString would build a new one per call.
const TIME = new Intl.DateTimeFormat('zh-CN', {
  hour12: false,
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const cellsOf = (entry: LogEntry) => [
  TIME.format(new Date(entry.at)),
  entry.account ?? '',
  entry.nickname ?? '',
  entry.action,
  entry.address ?? '',
  entry.detail ? JSON.stringify(entry.detail) : '',
];

/**
 * The log as an xlsx written while it is read: exceljs's streaming writer commits each row to
 * the returned stream, so an export of 100,000 entries never sits in memory as a workbook.
 */
export function logWorkbook(entries: AsyncIterable<LogEntry>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('操作日志', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const entry of entries) {
      sheet.addRow(cellsOf(entry)).commit();
      // Backpressure: while the client has not taken what is written, read no further.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
