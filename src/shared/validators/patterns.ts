import { MSG } from '../messages';
import { fail, type ValidationResult } from './result';

/** Mobile phone: 11 digits, 1 then 3 to 8 (project-areas spec section 5). */
export const MOBILE_PHONE_PATTERN = /^1[3-8]\d{9}$/;

/** Chinese personal name: 2 to 5 Chinese characters (rare characters of the extension planes included). */
export const PERSONAL_NAME_PATTERN = /^\p{Script=Han}{2,5}$/u;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Plate letters and digits leave out I and O, which read as 1 and 0. */
const PLATE_CHAR = '[A-HJ-NP-Z0-9]';
/**
 * Mainland licence plates: the usual seven characters (last one may be 挂学警港澳), and the
 * eight-character new-energy plates: small cars D/F first, large vehicles D/F last.
 */
export const LICENCE_PLATE_PATTERN = new RegExp(
  `^[${PROVINCES}][A-HJ-NP-Z](?:${PLATE_CHAR}{4}(?:${PLATE_CHAR}|[挂学警港澳])|[DF]${PLATE_CHAR}\\d{4}|\\d{5}[DF])$`,
);

/** http, https, ftp and file addresses (accounts spec section 5). */
export const URL_PATTERN = /^(?:https?|ftp|file):\/\/[-\w+&@#/%?=~|!:,.;]*[-\w+&@#/%=~|]$/i;

/** Template variables start with `$` or `${`; they are filled in later, so no URL check applies. */
export const TEMPLATE_VARIABLE_PATTERN = /^\$\{?/;

const patternValidator =
  (pattern: RegExp, message: string) =>
  (value: string): ValidationResult =>
    pattern.test(value) ? { ok: true } : fail(message);

export const validateMobilePhone = patternValidator(MOBILE_PHONE_PATTERN, MSG.phoneInvalid);
export const validatePersonalName = patternValidator(PERSONAL_NAME_PATTERN, MSG.personalNameInvalid);
export const validateLicencePlate = patternValidator(LICENCE_PLATE_PATTERN, MSG.licencePlateInvalid);
export const validateUrl = patternValidator(URL_PATTERN, MSG.urlInvalid);

export const isMobilePhone = (value: string): boolean => MOBILE_PHONE_PATTERN.test(value);
export const isPersonalName = (value: string): boolean => PERSONAL_NAME_PATTERN.test(value);
export const isLicencePlate = (value: string): boolean => LICENCE_PLATE_PATTERN.test(value);
export const isUrl = (value: string): boolean => URL_PATTERN.test(value);
export const isTemplateVariable = (value: string): boolean => TEMPLATE_VARIABLE_PATTERN.test(value);
