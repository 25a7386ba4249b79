import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** An xlsx with one sheet of these rows (the first is the header), as a person saves it. */
export async function xlsxOf(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('问答');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an xlsx's first sheet as text. */
export async function rowsOf(file: Buffer | ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    // Array.from fills the holes exceljs leaves for empty cells.
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (value) => (value == null ? '' : String(value))),
    );
  });
  return rows;
}

/**
 * A zip of one deflated entry named xl/workbook.xml that inflates to `inflated` bytes of zeros
 * (a zip bomb when large): a thousand-to-one ratio, made by hand so no library refuses to write it.
 */
export function zipBomb(inflated: number): Buffer {
  const name = Buffer.from('xl/workbook.xml');
  const data = deflateRawSync(Buffer.alloc(inflated), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflated, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(inflated, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
