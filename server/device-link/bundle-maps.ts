import { asc, eq } from 'drizzle-orm';
import type { BundleMap, MapPointType } from '../../src/shared/api/maps';
import type { Database } from '../db/database';
import { mapPoints, maps } from '../db/schema';

/** The project's floor maps with their points, as its robots receive them (points in picture pixels). */
export async function bundleMaps(db: Database, projectId: string): Promise<BundleMap[]> {
  const rows = await db
    .select({ map: maps, point: mapPoints })
    .from(maps)
    .leftJoin(mapPoints, eq(mapPoints.mapId, maps.id))
    .where(eq(maps.projectId, projectId))
    .orderBy(asc(maps.name), asc(maps.id), asc(mapPoints.name));
  const byMap = new Map<string, BundleMap>();
  for (const { map, point } of rows) {
    let entry = byMap.get(map.id);
    if (!entry) {
      entry = {
        id: map.id,
        name: map.name,
        floor: map.floor,
        pictureUrl: map.pictureUrl,
        pictureWidth: map.pictureWidth,
        pictureHeight: map.pictureHeight,
        points: [],
      };
      byMap.set(map.id, entry);
    }
    if (point) {
      entry.points.push({
        id: point.id,
        name: point.name,
        type: point.type as MapPointType,
        x: point.x,
        y: point.y,
        description: point.description,
      });
    }
  }
  return [...byMap.values()];
}
