import type { FormRule } from 'antd';
import { MSG } from '../../shared/messages';
import { validateBusinessLicence } from '../../shared/validators/business-licence';
import { validateCitizenId } from '../../shared/validators/citizen-id';
import { validatePersonalName } from '../../shared/validators/patterns';
import { validatorRule } from '../components/form-rules';

/**
 * Field rules of the certification forms: the shared validators (project-areas spec section 5)
 * with their own messages, the same checks the server's schemas run (uc-account.ts).
 */
const ENTERPRISE_NAME_MIN = 2;
const ENTERPRISE_NAME_MAX = 50;

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
const trimmed =
  <T>(validate: (value: string) => T) =>
  (value: string) =>
    validate(value.trim());

export const realNameRules: FormRule[] = [
  required(MSG.realNameRequired),
  validatorRule(trimmed(validatePersonalName)),
];

/** The validator speaks for an empty value too (身份证号不能为空). */
export const citizenIdRules: FormRule[] = [
  validatorRule(
    (value: string) => validateCitizenId(value),
    () => false,
  ),
];

export const enterpriseNameRules: FormRule[] = [
  required(MSG.enterpriseNameRequired),
  {
    validator: async (_rule, value: unknown) => {
      const length = String(value ?? '').trim().length;
      if (length > 0 && (length < ENTERPRISE_NAME_MIN || length > ENTERPRISE_NAME_MAX)) {
        throw new Error(MSG.enterpriseNameLength);
      }
    },
  },
];

export const registrationNoRules: FormRule[] = [
  required(MSG.registrationNoRequired),
  validatorRule(trimmed(validateBusinessLicence)),
];

export const imageRules = (message: string): FormRule[] => [{ required: true, message }];

/**
 * The duplicate check of a field, run when the field is left (and before submitting): a name
 * or number another enterprise holds is refused with the server's words.
 */
export const availabilityRule = (
  check: (value: string) => Promise<{ available: boolean; message: string | null }>,
  takenMessage: string,
): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_rule, value: unknown) => {
    const text = String(value ?? '').trim();
    if (!text) return;
    const answer = await check(text).catch(() => ({ available: true, message: null }));
    if (!answer.available) throw new Error(answer.message ?? takenMessage);
  },
});
