import type { z } from 'zod';
import { MSG } from '../../src/shared/messages';
import { badRequest } from './api-error';

const CHINESE = /[\u4e00-\u9fff]/;

/** Only the contract's own Chinese texts reach the user; library defaults become 请求参数有误. */
export function userFacingMessage(message: string | undefined): string {
  return message && CHINESE.test(message) ? message : MSG.badRequest;
}

/** Parses a request part with a contract schema; the first issue's message is the refusal. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(userFacingMessage(result.error.issues[0]?.message));
  return result.data;
}
