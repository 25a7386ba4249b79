import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import {
  imageCodeRules,
  loginPasswordRules,
  newPasswordRules,
  phoneRules,
  smsCodeRules,
  smsPrecheck,
} from './account-rules';

/** The message a field would show for `value`, or null when it passes. */
async function fieldMessage(rules: unknown[], value: unknown): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('account form rules (accounts spec section 5)', () => {
  it('phone: required, then 11 digits starting with 1', async () => {
    expect(await fieldMessage(phoneRules, undefined)).toBe(MSG.phoneRequired);
    expect(await fieldMessage(phoneRules, '')).toBe(MSG.phoneRequired);
    expect(await fieldMessage(phoneRules, '2380000000')).toBe(MSG.phoneInvalid);
    expect(await fieldMessage(phoneRules, '23800000001')).toBe(MSG.phoneInvalid);
    expect(await fieldMessage(phoneRules, '13800000001')).toBeNull();
  });

  it('passwords: login only required; new ones 8-20 letters and digits', async () => {
    expect(await fieldMessage(loginPasswordRules, '')).toBe(MSG.passwordRequired);
    expect(await fieldMessage(loginPasswordRules, 'x')).toBeNull();
    expect(await fieldMessage(newPasswordRules, '')).toBe(MSG.passwordRequired);
    expect(await fieldMessage(newPasswordRules, 'abcdefgh')).toBe(MSG.passwordRule);
    expect(await fieldMessage(newPasswordRules, 'abc123')).toBe(MSG.passwordRule);
    expect(await fieldMessage(newPasswordRules, 'abcd1234')).toBeNull();
  });

  it('image and SMS codes are required', async () => {
    expect(await fieldMessage(imageCodeRules, '')).toBe(MSG.imageCodeRequired);
    expect(await fieldMessage(imageCodeRules, 'ab12c')).toBeNull();
    expect(await fieldMessage(smsCodeRules, '')).toBe(MSG.smsCodeRequired);
    expect(await fieldMessage(smsCodeRules, '123456')).toBeNull();
  });

  it('before sending an SMS: the image code first, then the phone', () => {
    expect(smsPrecheck('', '')).toBe(MSG.imageCodeFirst);
    expect(smsPrecheck('1380000', 'ab12c')).toBe(MSG.phoneInvalid);
    expect(smsPrecheck('13800000001', 'ab12c')).toBeNull();
  });
});

describe('the form rules agree with the server-side schemas', () => {
  it('phone, password and codes give the messages the uc.ts schemas give', async () => {
    const { phoneField, registerBody, validCodeQuery } = await import('../../shared/api/uc');
    const schemaMessage = (
      schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
      value: string,
    ) => {
      const result = schema.safeParse(value);
      return result.success ? null : (result.error?.issues[0]?.message ?? null);
    };
    for (const value of ['', '1380000000', '23800000001', '13800000001', '138000000012']) {
      expect(await fieldMessage(phoneRules, value)).toBe(schemaMessage(phoneField, value));
    }
    for (const value of ['', 'abcdefgh', 'abcd1234', 'a1', '12345678901234567890a']) {
      expect(await fieldMessage(newPasswordRules, value)).toBe(
        schemaMessage(registerBody.shape.password, value),
      );
    }
    for (const value of ['', 'ab12c', 'ab12cd']) {
      expect(await fieldMessage(imageCodeRules, value)).toBe(
        schemaMessage(validCodeQuery.shape.imageCodeContent, value),
      );
    }
  });
});
