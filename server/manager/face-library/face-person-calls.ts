import { and, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  FACE_PERSON_API,
  FACE_PERSON_MSG,
  type FacePerson,
  facePersonCreateBody,
  facePersonEditBody,
  facePersonIdQuery,
  facePersonPageQuery,
} from '../../../src/shared/api/face-people';
import { pageOf } from '../../../src/shared/api/paging';
import type { ScopedUser } from '../../auth/authenticate';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { faceGroups, facePeople, facePhotos } from '../../db/schema';
import { faceIndex } from '../../faces/face-index';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import type { FileStorage } from '../../storage/file-storage';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { faceGroupAccess } from './face-group-kind';
import { readPeople } from './face-people-read';
import { deletePhotos } from './face-photo-blobs';

const newestFirst = [desc(facePeople.createdAt), desc(facePeople.id)];

/** A change to a group's people is a change to the group: its updated time moves. */
export const touchGroup = (tx: Database, groupId: string, now: Date) =>
  tx.update(faceGroups).set({ updatedAt: now }).where(eq(faceGroups.id, groupId));

/** The person `id` and its group, once the caller may act on the group with `flag`; else 404. */
export async function findPerson(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: 'accessAuth' | 'editAuth',
) {
  const [person] = isRowId(id)
    ? await db
        .select({ id: facePeople.id, groupId: facePeople.groupId })
        .from(facePeople)
        .where(eq(facePeople.id, id))
    : [];
  if (!person) throw notFound(FACE_PERSON_MSG.notFound);
  const { projectId } = await faceGroupAccess.find(db, user, person.groupId, flag);
  return { ...person, projectId };
}

async function personById(db: Database, id: string): Promise<FacePerson> {
  const [person] = await readPeople(db, eq(facePeople.id, id), { orderBy: newestFirst, limit: 1, offset: 0 });
  if (!person) throw notFound(FACE_PERSON_MSG.notFound);
  return person;
}

/**
 * The people of a face group: page (by name), add, edit, delete. Reading needs accessAuth on the
 * group, changing its people editAuth. Deleting a person takes their photos (and the stored
 * files nothing else uses) with them.
 */
export function facePersonCalls(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock } = context;

  app.get(FACE_PERSON_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(facePersonPageQuery, request.query);
    await faceGroupAccess.find(db, user, query.groupId, 'accessAuth');
    const pattern = query.name && `%${query.name.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const where = and(
      eq(facePeople.groupId, query.groupId),
      pattern ? ilike(facePeople.name, pattern) : undefined,
    );
    const [people, total] = await Promise.all([
      readPeople(db, where, {
        orderBy: newestFirst,
        limit: query.pageSize,
        offset: query.pageNo * query.pageSize,
      }),
      db.$count(facePeople, where),
    ]);
    return ok(pageOf(people, query, total));
  });

  app.put(FACE_PERSON_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { groupId, ...fields } = validate(facePersonCreateBody, request.body);
    const { projectId } = await faceGroupAccess.find(db, user, groupId, 'editAuth');
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(facePeople)
        .values({ ...fields, groupId, projectId, createdBy: user.userId, createdAt: now, updatedAt: now })
        .returning({ id: facePeople.id });
      await touchGroup(tx, groupId, now);
      await logChange(tx, now, user, request, 'faceGroup.person.create', {
        projectId,
        faceGroupId: groupId,
        name: fields.name,
      });
      return created.id;
    });
    faceIndex.forget(projectId);
    return ok(await personById(db, id), FACE_PERSON_MSG.created);
  });

  app.post(FACE_PERSON_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(facePersonEditBody, request.body);
    const person = await findPerson(db, user, id, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          name: facePeople.name,
          phone: facePeople.phone,
          staffNumber: facePeople.staffNumber,
          greeting: facePeople.greeting,
          validFrom: facePeople.validFrom,
          validUntil: facePeople.validUntil,
        })
        .from(facePeople)
        .where(eq(facePeople.id, id));
      await tx
        .update(facePeople)
        .set({ ...fields, updatedAt: now })
        .where(eq(facePeople.id, id));
      await touchGroup(tx, person.groupId, now);
      await logChange(tx, now, user, request, 'faceGroup.person.edit', {
        projectId: person.projectId,
        faceGroupId: person.groupId,
        name: fields.name,
        ...loggedChanges(before, fields),
      });
    });
    faceIndex.forget(person.projectId);
    return ok(await personById(db, id), FACE_PERSON_MSG.saved);
  });

  app.delete(FACE_PERSON_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(facePersonIdQuery, request.query);
    const person = await findPerson(db, user, id, 'editAuth');
    const now = clock.now();
    await deletePhotos(db, storage, eq(facePhotos.personId, id), async (tx) => {
      const [removed] = await tx
        .delete(facePeople)
        .where(eq(facePeople.id, id))
        .returning({ name: facePeople.name });
      if (!removed) throw notFound(FACE_PERSON_MSG.notFound);
      await touchGroup(tx, person.groupId, now);
      await logChange(tx, now, user, request, 'faceGroup.person.delete', {
        projectId: person.projectId,
        faceGroupId: person.groupId,
        name: removed.name,
      });
    });
    faceIndex.forget(person.projectId);
    return ok(null, FACE_PERSON_MSG.removed);
  });
}
