import { MSG } from '../messages';
import { fail, type ValidationResult } from './result';

/** Province-level address codes: the first two digits of a citizen ID (GB/T 2260). */
export const CITIZEN_ID_PROVINCES: Readonly<Record<string, string>> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港',
  '82': '澳门',
  '91': '国外',
};

/** Age limit of the spec: a holder is 0 to 100 years old. */
export const CITIZEN_ID_MAX_AGE = 100;

/** GB 11643: weight of position i is 2^(17-i) mod 11; the remainder picks the check character. */
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

const FORMAT_PATTERN = /^(?:\d{15}|\d{17}[\dX])$/;

export type Gender = 'male' | 'female';

export type CitizenIdFacts = {
  /** The 18-character ID (a 15-digit one upgraded), check character upper case. */
  id: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: Gender;
};

export const citizenIdCheckCharacter = (first17: string): string => {
  const sum = CHECK_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARACTERS[sum % 11];
};

/** First-generation IDs have a two-digit year (always 19xx) and no check character. */
export const upgradeCitizenId15To18 = (id15: string): string => {
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + citizenIdCheckCharacter(first17);
};

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Whole years lived on `today` (local calendar day); negative when born after it. */
const ageOn = (year: number, month: number, day: number, today: Date): number => {
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
};

/**
 * Citizen ID check of project-areas spec section 5. Rules run in the spec's order, so the
 * message is the first one that fails: required, format, address, birth date, check character.
 */
export const validateCitizenId = (
  value: string,
  today: Date = new Date(),
): ValidationResult<CitizenIdFacts> => {
  const trimmed = value.trim().toUpperCase();
  if (trimmed === '') return fail(MSG.citizenIdRequired);
  if (!FORMAT_PATTERN.test(trimmed)) return fail(MSG.citizenIdFormat);
  const id = trimmed.length === 15 ? upgradeCitizenId15To18(trimmed) : trimmed;
  if (!(id.slice(0, 2) in CITIZEN_ID_PROVINCES)) return fail(MSG.citizenIdAddress);
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const age = ageOn(year, month, day, today);
  if (!isCalendarDate(year, month, day) || age < 0 || age > CITIZEN_ID_MAX_AGE) {
    return fail(MSG.citizenIdBirthDate);
  }
  if (citizenIdCheckCharacter(id.slice(0, 17)) !== id[17]) return fail(MSG.citizenIdCheckDigit);
  return {
    ok: true,
    id,
    birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    gender: Number(id[16]) % 2 === 1 ? 'male' : 'female',
  };
};
