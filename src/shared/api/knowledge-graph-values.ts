import type { AttributeDataType } from './knowledge-graph';

/**
 * The checks of an attribute value against its data type, shared by the console's forms, the
 * server's calls and the import. A value is stored in its normal form (numbers without stray
 * zeros, dates as YYYY-MM-DD, 是/否); LINK values are resolved by the server (an entity of the
 * attribute's concept), so here they only need to be present.
 */
export type ValueCheck = { ok: true; value: string } | { ok: false; message: string };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PICTURE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp)(\?.*)?$/i;
const YES = ['是', 'true', 'yes', 'y', '1'];
const NO = ['否', 'false', 'no', 'n', '0'];

/** The address's path, or null when it is no address at all. */
function pathOf(text: string): string | null {
  try {
    return new URL(text).pathname;
  } catch {
    return null;
  }
}

function checkDate(text: string): ValueCheck {
  const match = DATE.exec(text);
  if (!match) return { ok: false, message: '日期格式应为 年-月-日，如 2024-05-01' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, message: '日期不存在，请检查年月日' };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

export function checkAttributeValue(dataType: AttributeDataType, raw: string): ValueCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: '请输入属性值' };
  if (text.length > 2000) return { ok: false, message: '属性值不能超过2000个字符' };
  switch (dataType) {
    case 'TEXT':
    case 'LINK':
      return { ok: true, value: text };
    case 'NUMBER': {
      const plain = text.replace(/[,，]/g, '');
      if (!NUMBER.test(plain) || !Number.isFinite(Number(plain)))
        return { ok: false, message: '请输入数字，如 60 或 3.5' };
      return { ok: true, value: String(Number(plain)) };
    }
    case 'DATE':
      return checkDate(text);
    case 'PICTURE':
      if (!WEB_ADDRESS.test(text) || !PICTURE_EXTENSION.test(pathOf(text) ?? '')) {
        return { ok: false, message: '请输入图片地址（http/https，jpg、png、gif、bmp、webp）' };
      }
      return { ok: true, value: text };
    case 'URL':
      return WEB_ADDRESS.test(text) && pathOf(text) !== null
        ? { ok: true, value: text }
        : { ok: false, message: '请输入以 http:// 或 https:// 开头的网址' };
    case 'BOOLEAN': {
      const lower = text.toLowerCase();
      if (YES.includes(lower)) return { ok: true, value: '是' };
      if (NO.includes(lower)) return { ok: true, value: '否' };
      return { ok: false, message: '请输入 是 或 否' };
    }
  }
}
