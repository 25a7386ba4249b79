import type { FormRule } from 'antd';
import { z } from 'zod';
import { phoneField, registerBody, validCodeQuery } from '../../shared/api/uc';
import { MSG } from '../../shared/messages';
import { isLoginPhone } from '../../shared/validators/account';

/**
 * Form rules of the account screens (accounts spec section 5), taken from the shared zod
 * schemas the server validates with, so a field shows the same message either side would give.
 * An empty field is checked too: the schemas carry the "required" messages.
 */
const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? MSG.badRequest);
  },
});

export const phoneRules: FormRule[] = [zodRule(phoneField)];
export const loginPasswordRules: FormRule[] = [zodRule(z.string().min(1, MSG.passwordRequired))];
export const newPasswordRules: FormRule[] = [zodRule(registerBody.shape.password)];
export const imageCodeRules: FormRule[] = [zodRule(validCodeQuery.shape.imageCodeContent)];
export const smsCodeRules: FormRule[] = [zodRule(registerBody.shape.validCode)];

/** Before an SMS is sent: the image code first, then the phone (accounts spec section 5). */
export function smsPrecheck(account: string, imageCodeContent: string): string | null {
  if (!imageCodeContent.trim()) return MSG.imageCodeFirst;
  if (!isLoginPhone(account.trim())) return MSG.phoneInvalid;
  return null;
}
