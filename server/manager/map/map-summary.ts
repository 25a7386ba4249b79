import { asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { MapDetail, MapPoint, MapPointType, MapSummary } from '../../../src/shared/api/maps';
import type { Database } from '../../db/database';
import { mapPoints } from '../../db/schema';
import type { MapRow, PointRow } from './map-access';

export const toMapPoint = (row: PointRow): MapPoint => ({
  id: row.id,
  mapId: row.mapId,
  name: row.name,
  type: row.type as MapPointType,
  x: row.x,
  y: row.y,
  description: row.description,
});

const summaryOf = (map: MapRow, pointCount: number): MapSummary => ({
  id: map.id,
  projectId: map.projectId,
  name: map.name,
  floor: map.floor,
  pictureUrl: map.pictureUrl,
  pictureWidth: map.pictureWidth,
  pictureHeight: map.pictureHeight,
  pointCount,
  updatedAt: map.updatedAt.toISOString(),
});

/** The list's summaries, with each map's point count in one query. */
export async function toMapSummaries(db: Database, rows: MapRow[]): Promise<MapSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ mapId: mapPoints.mapId, points: count() })
    .from(mapPoints)
    .where(
      inArray(
        mapPoints.mapId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(mapPoints.mapId);
  const byMap = new Map(counts.map((entry) => [entry.mapId, entry.points]));
  return rows.map((row) => summaryOf(row, byMap.get(row.id) ?? 0));
}

/** The points of maps, in the order they were placed. */
export async function pointsOf(db: Database, mapIds: string[]): Promise<PointRow[]> {
  if (mapIds.length === 0) return [];
  return db
    .select(getTableColumns(mapPoints))
    .from(mapPoints)
    .where(inArray(mapPoints.mapId, mapIds))
    .orderBy(asc(mapPoints.createdAt), asc(mapPoints.name));
}

/** A map with its points. */
export async function readMap(db: Database, map: MapRow): Promise<MapDetail> {
  const points = (await pointsOf(db, [map.id])).map(toMapPoint);
  return { ...summaryOf(map, points.length), points };
}

/** Points of one map outside a picture of the given size (a smaller new picture would lose them). */
export async function pointsOutside(db: Database, mapId: string, width: number, height: number) {
  const points = await db.select().from(mapPoints).where(eq(mapPoints.mapId, mapId));
  return points.filter((point) => point.x > width || point.y > height);
}
