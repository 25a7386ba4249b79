import ExcelJS from 'exceljs';
import { multipart } from '../../media/test-support/multipart';

/** An .xlsx file of sheets given as rows (the first row of each names its columns). */
export async function workbookBytes(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sheets of a downloaded workbook as rows of text. */
export async function sheetsOf(bytes: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Record<string, string[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) => (value === null || value === undefined ? '' : String(value))),
      ),
    );
    sheets[sheet.name] = rows;
  });
  return sheets;
}

/** The multipart body of an import (field `file`). */
export const uploadOf = (bytes: Uint8Array, fileName = '导入.xlsx') => multipart([{ fileName, bytes }]);

/** A copy of a valid workbook whose zip directory claims a part unpacks to nearly 4 GB. */
export function zipBombOf(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(0xfffffff0, central + 24);
  return copy;
}
