import ExcelJS from 'exceljs';

/** One sheet of a report: its name, column headers (with widths) and rows. */
export interface ReportSheet {
  name: string;
  columns: readonly { header: string; width: number }[];
  rows: readonly (readonly (string | number | null)[])[];
}

/** A report of a few sheets (bold, tinted, frozen header rows) as one xlsx buffer. */
export async function reportWorkbook(sheets: readonly ReportSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const report of sheets) {
    const sheet = workbook.addWorksheet(report.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = report.columns.map((column) => ({ ...column }));
    const head = sheet.getRow(1);
    head.font = { bold: true };
    head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F1FF' } };
    for (const row of report.rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
