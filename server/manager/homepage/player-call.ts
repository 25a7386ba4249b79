import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { HOMEPAGE_API, type PlayerDocument } from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isPlayerKey } from './player-key';

/**
 * GET player/:playerKey, public: the released snapshot a robot's browser shows. The key is the
 * only credential; a robot must see a new release at its next load, so nothing is cached.
 */
export function playerCall(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { playerKey: string } }>(`${HOMEPAGE_API.player}/:playerKey`, async (request, reply) => {
    const { playerKey } = request.params;
    if (!isPlayerKey(playerKey)) throw notFound(MSG.homepageNotReleased);
    const [row] = await context.db
      .select({
        name: homepages.releasedName,
        releasedAt: homepages.releasedAt,
        document: homepages.releasedDocument,
      })
      .from(homepages)
      .where(and(eq(homepages.playerKey, playerKey), isNotNull(homepages.releasedAt)));
    if (!row?.name || !row.releasedAt || !row.document) throw notFound(MSG.homepageNotReleased);
    // Read by the player's runtime, a sandboxed document of an opaque origin, without credentials.
    reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
    return ok<PlayerDocument>({
      name: row.name,
      releasedAt: row.releasedAt.toISOString(),
      document: row.document,
    });
  });
}
