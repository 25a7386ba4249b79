import type { FastifyInstance } from 'fastify';
import { DICTIONARY_API, dictionaryIdQuery } from '../../../src/shared/api/dictionaries';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { dictionaryAccess } from './dictionary-kind';
import { dictionaryUsage } from './dictionary-usage';

/**
 * The dictionary call (词典管理) beyond the kind's own (resource-kit): its usage, the intents
 * whose slots it fills.
 */
export function dictionaryCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(DICTIONARY_API.usage, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(dictionaryIdQuery, request.query);
    await dictionaryAccess.find(db, user, id, 'accessAuth');
    return ok(await dictionaryUsage(db, id));
  });
}
