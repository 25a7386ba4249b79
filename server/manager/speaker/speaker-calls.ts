import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { SPEAKER_API, SPEAKER_MSG, speakerIdQuery } from '../../../src/shared/api/speakers';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { speakers } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { readResource } from '../resource-kit/resource-kind-calls';
import { speakerAccess, speakerKind } from './speaker-kind';

/**
 * The speaker call (发音人管理) beyond the kind's own (resource-kit): make a speaker the project's
 * default, with the menus, the project's editAuth and editAuth on the speaker.
 */
export function speakerCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(SPEAKER_API.setDefault, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(speakerIdQuery, request.body);
    const { access, resource: speaker, projectId } = await speakerAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ enabled: speakers.enabled })
        .from(speakers)
        .where(eq(speakers.id, speaker.id))
        .for('update');
      if (!target) throw notFound(SPEAKER_MSG.notFound);
      if (!target.enabled) throw conflict(SPEAKER_MSG.disabledNotDefault);
      // Clear first: the partial unique index allows one default per project at any moment.
      await tx
        .update(speakers)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(speakers.projectId, projectId), speakers.isDefault, ne(speakers.id, speaker.id)));
      await tx.update(speakers).set({ isDefault: true, updatedAt: now }).where(eq(speakers.id, speaker.id));
      await logChange(tx, now, user, request, 'speaker.default', {
        projectId,
        speakerId: id,
        name: speaker.name,
      });
    });
    return ok(await readResource(speakerKind, access, speaker.id), SPEAKER_MSG.madeDefault);
  });
}
