import { open } from 'node:fs/promises';
import { IMPORT_LIMITS } from '../../../src/shared/api/knowledge-graph';
import { ApiError, badRequest } from '../../http/api-error';

export const IMPORT_MSG = {
  notWorkbook: '文件不是有效的 Excel 工作簿（.xlsx），可能已损坏',
  legacyXls: '请将文件另存为 .xlsx（Excel 2007 及以上版本）后再导入',
  tooLarge: `文件大小超出限制（最大 ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB）`,
  unpacksTooLarge: '文件解压后过大，已拒绝导入（可能是压缩炸弹）',
  noFile: '请选择要导入的 .xlsx 文件',
} as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64_MARK = 0xffffffff;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Checks an uploaded workbook from its zip directory before a byte is inflated: a real .xlsx (an
 * old .xls or anything else is refused with what to do), holding xl/workbook.xml, whose parts
 * unpack to no more than IMPORT_LIMITS.maxUnpackedBytes — a zip bomb is refused here, never read.
 */
export async function checkWorkbookFile(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size < EOCD_MIN) throw badRequest(IMPORT_MSG.notWorkbook);
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    if (head.equals(OLE)) throw badRequest(IMPORT_MSG.legacyXls);
    const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let at = tail.length - EOCD_MIN;
    while (at >= 0 && tail.readUInt32LE(at) !== EOCD) at -= 1;
    if (at < 0) throw badRequest(IMPORT_MSG.notWorkbook);
    const entries = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    if (directoryOffset === ZIP64_MARK || entries === 0xffff)
      throw new ApiError(413, IMPORT_MSG.unpacksTooLarge);
    if (directoryOffset + directorySize > size) throw badRequest(IMPORT_MSG.notWorkbook);
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let unpacked = 0;
    let hasWorkbook = false;
    for (let offset = 0, seen = 0; seen < entries; seen += 1) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL)
        throw badRequest(IMPORT_MSG.notWorkbook);
      const entrySize = directory.readUInt32LE(offset + 24);
      const nameLength = directory.readUInt16LE(offset + 28);
      const extraLength = directory.readUInt16LE(offset + 30);
      const commentLength = directory.readUInt16LE(offset + 32);
      if (entrySize === ZIP64_MARK) throw new ApiError(413, IMPORT_MSG.unpacksTooLarge);
      const name = directory.toString('utf8', offset + 46, offset + 46 + nameLength);
      if (name === 'xl/workbook.xml') hasWorkbook = true;
      unpacked += entrySize;
      if (unpacked > IMPORT_LIMITS.maxUnpackedBytes) throw new ApiError(413, IMPORT_MSG.unpacksTooLarge);
      offset += 46 + nameLength + extraLength + commentLength;
    }
    if (!hasWorkbook) throw badRequest(IMPORT_MSG.notWorkbook);
  } finally {
    await file.close();
  }
}
