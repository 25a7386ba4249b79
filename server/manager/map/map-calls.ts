import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  MAP_API,
  MAP_MSG,
  mapCreateBody,
  mapIdQuery,
  mapPageQuery,
  mapPictureBody,
  mapProjectQuery,
  mapRenameBody,
  type ProjectMapPoints,
} from '../../../src/shared/api/maps';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { mapPoints, maps } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { ownerOf } from '../scope';
import { findMap, mapProject, uniqueName } from './map-access';
import { pointsOf, pointsOutside, readMap, toMapSummaries } from './map-summary';
import { releasedScreenUses } from './point-uses';

/**
 * The map calls (地图管理): page, detail, create, rename, change picture, delete, and the
 * project's points for pickers. Reading needs accessAuth on the project, changing editAuth.
 */
export function mapCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(MAP_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(mapPageQuery, request.query);
    const projectId = await mapProject(db, user, query.projectId, 'accessAuth');
    const where = and(eq(maps.projectId, projectId), nameContains(maps.name, query.name));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(maps)
        .where(where)
        .orderBy(desc(maps.updatedAt), desc(maps.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(maps).where(where),
    ]);
    return ok(pageOf(await toMapSummaries(db, rows), query, total?.value ?? 0));
  });

  app.get(MAP_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(mapIdQuery, request.query);
    return ok(await readMap(db, await findMap(db, user, id, 'accessAuth')));
  });

  app.get(MAP_API.projectPoints, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(mapProjectQuery, request.query);
    const projectId = await mapProject(db, user, query.projectId, 'accessAuth');
    const projectMaps = await db
      .select({ id: maps.id, name: maps.name, floor: maps.floor })
      .from(maps)
      .where(eq(maps.projectId, projectId))
      .orderBy(maps.name);
    const points = await pointsOf(
      db,
      projectMaps.map((map) => map.id),
    );
    const grouped: ProjectMapPoints[] = projectMaps.map((map) => ({
      mapId: map.id,
      mapName: map.name,
      floor: map.floor,
      points: points
        .filter((point) => point.mapId === map.id)
        .map((point) => ({
          id: point.id,
          name: point.name,
          type: point.type as ProjectMapPoints['points'][number]['type'],
        })),
    }));
    return ok(grouped);
  });

  app.put(MAP_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(mapCreateBody, request.body);
    const projectId = await mapProject(db, user, asked, 'editAuth');
    const now = clock.now();
    const created = await uniqueName(MAP_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(maps)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await logChange(tx, now, user, request, 'map.create', { projectId, mapId: row.id, name: row.name });
        return row;
      }),
    );
    return ok(await readMap(db, created), MAP_MSG.created);
  });

  app.post(MAP_API.rename, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name, floor } = validate(mapRenameBody, request.body);
    const map = await findMap(db, user, id, 'editAuth');
    const now = clock.now();
    const updated = await uniqueName(MAP_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(maps)
          .set({ name, floor, updatedAt: now })
          .where(eq(maps.id, map.id))
          .returning();
        if (!row) throw notFound(MAP_MSG.notFound);
        await logChange(tx, now, user, request, 'map.rename', {
          projectId: map.projectId,
          mapId: id,
          name,
          ...loggedChanges(map, { name, floor }),
        });
        return row;
      }),
    );
    return ok(await readMap(db, updated), MAP_MSG.renamed);
  });

  app.post(MAP_API.picture, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...picture } = validate(mapPictureBody, request.body);
    const map = await findMap(db, user, id, 'editAuth');
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      // Points keep their pixels: a smaller picture must still hold every one of them.
      if ((await pointsOutside(tx, map.id, picture.pictureWidth, picture.pictureHeight)).length > 0) {
        throw conflict(MAP_MSG.pointsOutsidePicture);
      }
      const [row] = await tx
        .update(maps)
        .set({ ...picture, updatedAt: now })
        .where(eq(maps.id, map.id))
        .returning();
      if (!row) throw notFound(MAP_MSG.notFound);
      await logChange(tx, now, user, request, 'map.picture', {
        projectId: map.projectId,
        mapId: id,
        name: map.name,
        pictureUrl: picture.pictureUrl,
      });
      return row;
    });
    return ok(await readMap(db, updated), MAP_MSG.pictureChanged);
  });

  app.delete(MAP_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(mapIdQuery, request.query);
    const map = await findMap(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const points = await tx.select({ id: mapPoints.id }).from(mapPoints).where(eq(mapPoints.mapId, map.id));
      if (
        await releasedScreenUses(
          tx,
          map.projectId,
          points.map((point) => point.id),
        )
      ) {
        throw conflict(MAP_MSG.pointInReleasedScreen);
      }
      const [removed] = await tx.delete(maps).where(eq(maps.id, map.id)).returning({ id: maps.id });
      if (!removed) throw notFound(MAP_MSG.notFound);
      await logChange(tx, now, user, request, 'map.delete', {
        projectId: map.projectId,
        mapId: id,
        name: map.name,
        points: points.length,
      });
    });
    return ok(null, MSG.deleted);
  });
}
