import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages';
import {
  businessLicenceSchema,
  citizenIdSchema,
  licencePlateSchema,
  mobilePhoneSchema,
  personalNameSchema,
  urlSchema,
} from './schemas';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('zod schemas for the server', () => {
  it('carry each validator’s own message', () => {
    expect(messagesOf(citizenIdSchema, '')).toEqual([MSG.citizenIdRequired]);
    expect(messagesOf(citizenIdSchema, '110105194912310021')).toEqual([MSG.citizenIdCheckDigit]);
    expect(messagesOf(businessLicenceSchema, '123')).toEqual([MSG.businessLicenceLength]);
    expect(messagesOf(mobilePhoneSchema, '1234')).toEqual([MSG.phoneInvalid]);
    expect(messagesOf(personalNameSchema, 'Tom')).toEqual([MSG.personalNameInvalid]);
    expect(messagesOf(licencePlateSchema, 'AB')).toEqual([MSG.licencePlateInvalid]);
    expect(messagesOf(urlSchema, 'nope')).toEqual([MSG.urlInvalid]);
  });

  it('pass valid values through, and refuse non-strings', () => {
    expect(citizenIdSchema.parse('11010519491231002X')).toBe('11010519491231002X');
    expect(businessLicenceSchema.parse('91350100M000100Y43')).toBe('91350100M000100Y43');
    expect(z.object({ idNumber: citizenIdSchema }).safeParse({ idNumber: 42 }).success).toBe(false);
  });
});
