import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOMEPAGE_API,
  PLAYER_MISSING_MESSAGES,
  type PlayerDocument,
  type PlayerMissing,
  type PlayerMissingReason,
} from '../../../src/shared/api/homepage';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { allowOpaqueOriginReads } from '../../http/opaque-origin';
import { RefusalWithData } from '../refusal';
import { isPlayerKey } from './player-key';

/** A 404 the player tells apart: a wrong or deleted address, or a configuration not released. */
const missing = (reason: PlayerMissingReason) =>
  new RefusalWithData<PlayerMissing>(404, PLAYER_MISSING_MESSAGES[reason], { reason });

/**
 * GET player/:playerKey, public: the released snapshot a robot's browser shows. The key is the
 * only credential; a robot must see a new release at its next load, so nothing is cached.
 */
export function playerCall(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { playerKey: string } }>(`${HOMEPAGE_API.player}/:playerKey`, async (request, reply) => {
    const { playerKey } = request.params;
    if (!isPlayerKey(playerKey)) throw missing('UNKNOWN');
    const [row] = await context.db
      .select({
        name: homepages.releasedName,
        releasedAt: homepages.releasedAt,
        document: homepages.releasedDocument,
      })
      .from(homepages)
      .where(eq(homepages.playerKey, playerKey));
    if (!row) throw missing('UNKNOWN');
    if (!row.name || !row.releasedAt || !row.document) throw missing('NOT_RELEASED');
    // Read by the player's runtime, a sandboxed document of an opaque origin, without credentials.
    reply.header('cache-control', 'no-store');
    allowOpaqueOriginReads(reply);
    return ok<PlayerDocument>({
      name: row.name,
      releasedAt: row.releasedAt.toISOString(),
      document: row.document,
    });
  });
}
