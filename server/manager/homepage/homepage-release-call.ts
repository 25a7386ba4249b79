import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOMEPAGE_API,
  type HomepageSummary,
  homepageIdQuery,
  homepageReleaseBody,
  type ReleaseChanges,
} from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import { type ScreenProblem, validateDocument } from '../../../src/shared/screen/validate';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { RefusalWithData } from '../refusal';
import { findHomepageWithDocument } from './find-homepage';
import { homepageSummaryColumns, toHomepageSummary } from './homepage-summary';
import { newPlayerKey } from './player-key';
import { releaseChanges } from './release-changes';
import { staleVersionRefusal } from './saved-state';

/**
 * PUT release: freezes the stored document (and name) as the released snapshot the robot player
 * shows. Like a save, it names the version it means; a stale one is a 409 with the server's copy.
 * Any problem validateDocument finds refuses it (400, the problems in `data`). The player key is
 * made at the first release and kept, so a robot's address never changes.
 * GET releaseChanges: what a release would change, for the confirmation asked before it.
 */
export function homepageReleaseCall(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(HOMEPAGE_API.release, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(homepageReleaseBody, request.body);
    const stored = await findHomepageWithDocument(db, user, body.id, 'editAuth');
    if (stored.version !== body.version) throw await staleVersionRefusal(db, stored.id);
    const problems = validateDocument(stored.document);
    if (problems.length > 0) {
      throw new RefusalWithData<ScreenProblem[]>(400, MSG.homepageReleaseProblems(problems.length), problems);
    }
    const now = clock.now();
    const released = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(homepages)
        .set({
          // Copied inside the database: the snapshot is exactly the validated version.
          releasedDocument: sql`${homepages.document}`,
          releasedName: sql`${homepages.name}`,
          releasedVersion: sql`${homepages.version}`,
          releasedAt: now,
          playerKey: sql`coalesce(${homepages.playerKey}, ${newPlayerKey()})`,
        })
        .where(and(eq(homepages.id, stored.id), eq(homepages.version, body.version)))
        .returning(homepageSummaryColumns);
      if (!row) return null;
      await logChange(tx, now, user, request, 'homepage.release', {
        projectId: stored.projectId,
        homepageId: stored.id,
        version: row.version,
      });
      return row;
    });
    if (!released) throw await staleVersionRefusal(db, stored.id);
    return ok<HomepageSummary>(toHomepageSummary(released));
  });

  app.get(HOMEPAGE_API.releaseChanges, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(homepageIdQuery, request.query);
    const stored = await findHomepageWithDocument(db, user, id, 'editAuth');
    const [row] = await db
      .select({ releasedDocument: homepages.releasedDocument })
      .from(homepages)
      .where(eq(homepages.id, stored.id));
    return ok<ReleaseChanges>(releaseChanges(row?.releasedDocument ?? null, stored.document));
  });
}
