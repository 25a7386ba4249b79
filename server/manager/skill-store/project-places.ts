import { asc, eq } from 'drizzle-orm';
import type { MapPointType } from '../../../src/shared/api/maps';
import type { PlacePoint } from '../../../src/shared/skill-store/starting-configuration';
import type { Database } from '../../db/database';
import { mapPoints, maps } from '../../db/schema';

/** Every point of the project's maps: what a skill's route, destinations and charging pile name. */
export async function projectPlaces(db: Database, projectId: string): Promise<PlacePoint[]> {
  const rows = await db
    .select({ id: mapPoints.id, name: mapPoints.name, type: mapPoints.type })
    .from(mapPoints)
    .innerJoin(maps, eq(maps.id, mapPoints.mapId))
    .where(eq(maps.projectId, projectId))
    .orderBy(asc(maps.name), asc(mapPoints.createdAt), asc(mapPoints.name));
  return rows.map((row) => ({ ...row, type: row.type as MapPointType }));
}
