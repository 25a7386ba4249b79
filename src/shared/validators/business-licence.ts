import { MSG } from '../messages';
import { fail, type ValidationResult } from './result';

/** GB 32100-2015 character set: digits and capitals without I, O, S, V, Z. */
export const UNIFIED_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31. */
const UNIFIED_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** Two characters (authority, category), six digits (division code), ten characters (organisation code, check). */
const UNIFIED_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const REGISTRATION_NUMBER_PATTERN = /^\d{15}$/;

export type BusinessLicenceKind = 'registrationNumber' | 'unifiedCode';
export type BusinessLicenceFacts = { kind: BusinessLicenceKind; code: string };

export const unifiedCodeCheckCharacter = (first17: string): string => {
  const sum = UNIFIED_CODE_WEIGHTS.reduce(
    (total, weight, i) => total + weight * UNIFIED_CODE_CHARSET.indexOf(first17[i]),
    0,
  );
  return UNIFIED_CODE_CHARSET[(31 - (sum % 31)) % 31];
};

/** ISO 7064 MOD 11,10, the check digit of the 15-digit registration number (GS 15-2006). */
export const registrationNumberCheckDigit = (first14: string): string => {
  let product = 10;
  for (const digit of first14) {
    const sum = (product + Number(digit)) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return String((11 - product) % 10);
};

/**
 * Business registration number of project-areas spec section 5: a 15-digit registration number
 * or an 18-character unified social credit code. A wrong length is 营业执照注册号错误; a wrong
 * character or check character is 营业执照注册号格式错误.
 */
export const validateBusinessLicence = (value: string): ValidationResult<BusinessLicenceFacts> => {
  const code = value.trim().toUpperCase();
  if (code.length === 15) {
    const valid =
      REGISTRATION_NUMBER_PATTERN.test(code) && registrationNumberCheckDigit(code.slice(0, 14)) === code[14];
    return valid ? { ok: true, kind: 'registrationNumber', code } : fail(MSG.businessLicenceFormat);
  }
  if (code.length === 18) {
    const valid =
      UNIFIED_CODE_PATTERN.test(code) && unifiedCodeCheckCharacter(code.slice(0, 17)) === code[17];
    return valid ? { ok: true, kind: 'unifiedCode', code } : fail(MSG.businessLicenceFormat);
  }
  return fail(MSG.businessLicenceLength);
};
