import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../manager/qa/test-support/qa-sheets';
import { readZipDirectory, writeZip } from './zip-directory';

describe('zip directory', () => {
  it('rewrites a zip in another order that a zip reader opens with the same contents', async () => {
    const original = await xlsxOf([
      ['标准问题', '答案1'],
      ['几点开门', '九点'],
    ]);
    const entries = readZipDirectory(original);
    if (typeof entries === 'string') throw new Error(entries);
    const reversed = writeZip(entries.toReversed());
    const reread = readZipDirectory(reversed);
    if (typeof reread === 'string') throw new Error(reread);
    expect(reread.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name).reverse());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reversed as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).values).toEqual([undefined, '几点开门', '九点']);
  });

  it('refuses what is not a zip', () => {
    expect(readZipDirectory(Buffer.from('这不是压缩包，也不是表格'))).toBe('NOT_ZIP');
  });
});
