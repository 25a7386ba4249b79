import { eq } from 'drizzle-orm';
import { MAP_MSG } from '../../../src/shared/api/maps';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { mapPoints, maps } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/api-error';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import { isRowId } from '../row-id';

/**
 * Maps have no resource type of their own (spec section 6 lists none) and 地图管理's route needs
 * no code beyond its parents': the project area's PROJECT. So a map call needs PROJECT and the
 * project's own flags: accessAuth to read its maps, editAuth to change them, deleteAuth to delete
 * a map or a point.
 */
export type MapFlag = Extract<ResourceFlag, 'accessAuth' | 'editAuth' | 'deleteAuth'>;

/** The project whose maps the caller reads (accessAuth) or changes (editAuth). */
export async function mapProject(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: MapFlag,
): Promise<string> {
  requireMenu(user, 'PROJECT');
  return requireProjectFlag(db, user, projectId, flag);
}

export type MapRow = typeof maps.$inferSelect;
export type PointRow = typeof mapPoints.$inferSelect;

/**
 * The map `id` once the caller may act on its project with `flag`. A map of a project the caller
 * cannot see is as missing as one that never existed (404 地图不存在).
 */
export async function findMap(db: Database, user: ScopedUser, id: string, flag: MapFlag): Promise<MapRow> {
  requireMenu(user, 'PROJECT');
  const [map] = isRowId(id) ? await db.select().from(maps).where(eq(maps.id, id)) : [];
  await requireRowProjectFlag(db, user, map?.projectId, flag, MAP_MSG.notFound);
  return map;
}

/** The point `id` and its map, checked like findMap (404 点位不存在). */
export async function findPoint(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: MapFlag,
): Promise<{ point: PointRow; map: MapRow }> {
  requireMenu(user, 'PROJECT');
  const [row] = isRowId(id)
    ? await db
        .select({ point: mapPoints, map: maps })
        .from(mapPoints)
        .innerJoin(maps, eq(maps.id, mapPoints.mapId))
        .where(eq(mapPoints.id, id))
    : [];
  await requireRowProjectFlag(db, user, row?.map.projectId, flag, MAP_MSG.pointNotFound);
  return row;
}

/** A name another row holds answers 409 with `message`, never the database's 500. */
export async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
