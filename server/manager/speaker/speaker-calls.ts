import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  SPEAKER_API,
  SPEAKER_MSG,
  speakerCreateBody,
  speakerEditBody,
  speakerEnableBody,
  speakerIdQuery,
  speakerPageQuery,
} from '../../../src/shared/api/speakers';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { speakers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { findSpeaker, speakerProject } from './speaker-access';
import { readSpeaker, selectSpeakers, toSpeakerSummaries } from './speaker-summary';

/** A name another speaker of the project holds answers 409, never the database's 500. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SPEAKER_MSG.nameTaken);
    throw error;
  }
}

/**
 * The speaker calls (发音人管理): page, detail, create, edit, enable, set default, delete. Each
 * checks the project (accessAuth to read, editAuth to change) and the PRONOUNCE flags on the
 * speaker (create needs createAuth, edit editAuth, enable enableAuth, delete deleteAuth). The
 * project's first speaker becomes its default; the default can be neither disabled nor deleted.
 */
export function speakerCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(SPEAKER_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(speakerPageQuery, request.query);
    const projectId = await speakerProject(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'PRONOUNCE');
    const where = and(
      eq(speakers.projectId, projectId),
      visibleRows(access),
      nameContains(speakers.name, query.name),
      carriesTag(db, 'PRONOUNCE', speakers.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectSpeakers(access, where)
        // The default first, then the newest.
        .orderBy(desc(speakers.isDefault), desc(speakers.createdAt), desc(speakers.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(speakers).where(where),
    ]);
    return ok(pageOf(await toSpeakerSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(SPEAKER_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(speakerIdQuery, request.query);
    const { access, speaker } = await findSpeaker(db, user, id, 'accessAuth');
    return ok(await readSpeaker(access, speaker.id));
  });

  app.put(SPEAKER_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(speakerCreateBody, request.body);
    const projectId = await speakerProject(db, user, asked, 'editAuth');
    requireCreate(user, 'PRONOUNCE');
    const now = clock.now();
    const id = await uniqueName(() =>
      db.transaction(async (tx) => {
        const hasDefault = await tx.$count(
          speakers,
          and(eq(speakers.projectId, projectId), speakers.isDefault),
        );
        const [created] = await tx
          .insert(speakers)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            isDefault: hasDefault === 0,
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: speakers.id });
        await logChange(tx, now, user, request, 'speaker.create', {
          projectId,
          speakerId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readSpeaker(resourceAccess(db, user, 'PRONOUNCE'), id), SPEAKER_MSG.created);
  });

  app.post(SPEAKER_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(speakerEditBody, request.body);
    const { access, speaker, projectId } = await findSpeaker(db, user, id, 'editAuth');
    const now = clock.now();
    await uniqueName(() =>
      db.transaction(async (tx) => {
        await tx
          .update(speakers)
          .set({ ...fields, updatedAt: now })
          .where(eq(speakers.id, speaker.id));
        await logChange(tx, now, user, request, 'speaker.edit', {
          projectId,
          speakerId: id,
          name: fields.name,
        });
      }),
    );
    return ok(await readSpeaker(access, speaker.id), SPEAKER_MSG.saved);
  });

  app.put(SPEAKER_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(speakerEnableBody, request.body);
    const { access, speaker, projectId } = await findSpeaker(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(speakers)
        .set({ enabled, updatedAt: now })
        // The default stays enabled: robots always have a voice.
        .where(and(eq(speakers.id, speaker.id), enabled ? undefined : eq(speakers.isDefault, false)))
        .returning({ id: speakers.id });
      if (!changed) throw conflict(SPEAKER_MSG.defaultNotDisabled);
      await logChange(tx, now, user, request, enabled ? 'speaker.enable' : 'speaker.disable', {
        projectId,
        speakerId: id,
        name: speaker.name,
      });
    });
    return ok(await readSpeaker(access, speaker.id), enabled ? SPEAKER_MSG.enabled : SPEAKER_MSG.disabled);
  });

  app.put(SPEAKER_API.setDefault, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(speakerIdQuery, request.body);
    const { access, speaker, projectId } = await findSpeaker(db, user, id, 'editAuth');
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
    return ok(await readSpeaker(access, speaker.id), SPEAKER_MSG.madeDefault);
  });

  app.delete(SPEAKER_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(speakerIdQuery, request.query);
    const { speaker, projectId } = await findSpeaker(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(speakers)
        .where(and(eq(speakers.id, speaker.id), eq(speakers.isDefault, false)))
        .returning({ name: speakers.name });
      if (!removed) {
        const stillThere = await tx.$count(speakers, eq(speakers.id, speaker.id));
        throw stillThere ? conflict(SPEAKER_MSG.defaultNotDeletable) : notFound(SPEAKER_MSG.notFound);
      }
      await forgetResources(tx, 'PRONOUNCE', [speaker.id]);
      await logChange(tx, now, user, request, 'speaker.delete', {
        projectId,
        speakerId: id,
        name: removed.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
