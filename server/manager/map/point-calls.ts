import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  MAP_API,
  MAP_MSG,
  mapIdQuery,
  pointCreateBody,
  pointEditBody,
  pointMoveBody,
} from '../../../src/shared/api/maps';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { mapPoints, maps } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { findMap, findPoint, type MapRow, uniqueName } from './map-access';
import { toMapPoint } from './map-summary';
import { pointUses, releasedScreenUses } from './point-uses';

/** A spot must lie on the map's picture. */
function requireOnPicture(map: MapRow, spot: { x: number; y: number }): void {
  if (spot.x > map.pictureWidth || spot.y > map.pictureHeight) throw badRequest(MAP_MSG.pointOutside);
}

/**
 * The point calls: create, move, edit (name, type, description), uses and delete. A point a
 * released screen shows cannot be deleted until the screen is republished without it; other uses
 * (drafts, commands on their way) are listed for the person to confirm.
 */
export function pointCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  /** Every change to a point is a change to its map: the list sorts by it. */
  const touchMap = (tx: typeof db, mapId: string, now: Date) =>
    tx.update(maps).set({ updatedAt: now }).where(eq(maps.id, mapId));

  app.put(MAP_API.pointCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { mapId, ...fields } = validate(pointCreateBody, request.body);
    const map = await findMap(db, user, mapId, 'editAuth');
    requireOnPicture(map, fields);
    const now = clock.now();
    const point = await uniqueName(MAP_MSG.pointNameTaken, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mapPoints)
          .values({ ...fields, mapId: map.id, createdAt: now, updatedAt: now })
          .returning();
        await touchMap(tx, map.id, now);
        await logChange(tx, now, user, request, 'map.point.create', {
          projectId: map.projectId,
          mapId: map.id,
          pointId: row.id,
          name: row.name,
        });
        return row;
      }),
    );
    return ok(toMapPoint(point), MAP_MSG.pointCreated);
  });

  app.post(MAP_API.pointMove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, x, y } = validate(pointMoveBody, request.body);
    const { point, map } = await findPoint(db, user, id, 'editAuth');
    requireOnPicture(map, { x, y });
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(mapPoints)
        .set({ x, y, updatedAt: now })
        .where(eq(mapPoints.id, point.id))
        .returning();
      if (!row) throw notFound(MAP_MSG.pointNotFound);
      await touchMap(tx, map.id, now);
      await logChange(tx, now, user, request, 'map.point.move', {
        projectId: map.projectId,
        mapId: map.id,
        pointId: id,
        name: point.name,
        x,
        y,
      });
      return row;
    });
    return ok(toMapPoint(moved), MAP_MSG.pointSaved);
  });

  app.post(MAP_API.pointEdit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(pointEditBody, request.body);
    const { point, map } = await findPoint(db, user, id, 'editAuth');
    const now = clock.now();
    const edited = await uniqueName(MAP_MSG.pointNameTaken, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(mapPoints)
          .set({ ...fields, updatedAt: now })
          .where(eq(mapPoints.id, point.id))
          .returning();
        if (!row) throw notFound(MAP_MSG.pointNotFound);
        await touchMap(tx, map.id, now);
        await logChange(tx, now, user, request, 'map.point.edit', {
          projectId: map.projectId,
          mapId: map.id,
          pointId: id,
          name: fields.name,
          type: fields.type,
          ...loggedChanges(point, fields),
        });
        return row;
      }),
    );
    return ok(toMapPoint(edited), MAP_MSG.pointSaved);
  });

  app.get(MAP_API.pointUses, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(mapIdQuery, request.query);
    const { point, map } = await findPoint(db, user, id, 'accessAuth');
    return ok(await pointUses(db, map.projectId, point.id, clock.now()));
  });

  app.delete(MAP_API.pointRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(mapIdQuery, request.query);
    const { point, map } = await findPoint(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (await releasedScreenUses(tx, map.projectId, [point.id]))
        throw conflict(MAP_MSG.pointInReleasedScreen);
      const [removed] = await tx
        .delete(mapPoints)
        .where(eq(mapPoints.id, point.id))
        .returning({ id: mapPoints.id });
      if (!removed) throw notFound(MAP_MSG.pointNotFound);
      await touchMap(tx, map.id, now);
      await logChange(tx, now, user, request, 'map.point.delete', {
        projectId: map.projectId,
        mapId: map.id,
        pointId: id,
        name: point.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
