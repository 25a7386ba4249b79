import type { FormRule } from 'antd';
import { IMAGE_CODE_LENGTH, PHONE_LENGTH } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { isLoginPhone, isRegisterPassword } from '../../shared/validators/account';

/**
 * Form rules of the account screens (accounts spec section 5). They apply the shared patterns
 * the server's zod schemas (shared/api/uc.ts) are built from, with the same messages; zod itself
 * stays out of the login page's first load (about 20 KB gzip).
 */
type Check = (value: string) => string | null;

const rule = (check: Check, trim = true): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    const problem = check(trim ? text.trim() : text);
    if (problem) throw new Error(problem);
  },
});

const checkPhone: Check = (value) => {
  if (!value) return MSG.phoneRequired;
  return value.length > PHONE_LENGTH || !isLoginPhone(value) ? MSG.phoneInvalid : null;
};

export const phoneRules: FormRule[] = [rule(checkPhone)];
export const loginPasswordRules: FormRule[] = [rule((value) => (value ? null : MSG.passwordRequired), false)];
export const newPasswordRules: FormRule[] = [
  rule(
    (value) => (!value ? MSG.passwordRequired : isRegisterPassword(value) ? null : MSG.passwordRule),
    false,
  ),
];
export const imageCodeRules: FormRule[] = [
  rule((value) => (value && value.length <= IMAGE_CODE_LENGTH ? null : MSG.imageCodeRequired)),
];
export const smsCodeRules: FormRule[] = [rule((value) => (value ? null : MSG.smsCodeRequired))];

/** Before an SMS is sent: the image code first, then the phone (accounts spec section 5). */
export function smsPrecheck(account: string, imageCodeContent: string): string | null {
  if (!imageCodeContent.trim()) return MSG.imageCodeFirst;
  if (!isLoginPhone(account.trim())) return MSG.phoneInvalid;
  return null;
}
