import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/shared/messages';
import { badRequest } from './api-error';

/** Deeper than any contract's body; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store U+0000 in text, so any text holding it would fail at the database.
 * Refused once here for every route, current and future: the query, the path parameters and
 * the parsed body, before any handler sees them.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = holdsNul(request.query, 0) || holdsNul(request.params, 0) || holdsNul(request.body, 0);
    done(refused ? badRequest(MSG.nulCharacter) : undefined);
  });
}
