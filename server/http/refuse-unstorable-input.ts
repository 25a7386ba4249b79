import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/shared/messages';
import { badRequest } from './api-error';

/**
 * Deeper than any contract's body: a screen document nests at most 20 elements (two levels each:
 * the element and its children) a few levels down. Anything deeper is refused before a handler
 * walks it recursively (JSON.stringify overflowed the stack on 10,000 levels).
 */
export const MAX_INPUT_DEPTH = 100;

/** Read by code point (the `u` flag), a surrogate in a pair is part of one character: only lone ones match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** PostgreSQL stores neither U+0000 nor a lone surrogate (`"\ud800"` in JSON) in text or jsonb. */
function textRefusal(text: string): string | null {
  if (text.includes('\u0000')) return MSG.nulCharacter;
  return LONE_SURROGATE.test(text) ? MSG.unstorableText : null;
}

/** The first refusal a value earns, walked without recursion so no depth can overflow the walk itself. */
function refusalOf(input: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      const refusal = textRefusal(value);
      if (refusal) return refusal;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return MSG.nestedTooDeep;
    for (const [key, item] of Object.entries(value)) {
      const refusal = textRefusal(key);
      if (refusal) return refusal;
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Input no handler can take: text PostgreSQL cannot store, and nesting deeper than any contract.
 * Refused once here for every route, current and future: the query, the path parameters and
 * the parsed body, before any handler sees them.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const refusal = refusalOf(request.query) ?? refusalOf(request.params) ?? refusalOf(request.body);
    done(refusal ? badRequest(refusal) : undefined);
  });
}
