import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { DEMO_HALL_PICTURE, DEMO_HALL_POINTS } from '../../src/shared/demo-hall';
import type { Database } from '../db/database';
import { mapPoints, maps } from '../db/schema';
import { demoProjectOf } from './demo-fleet';

/** A floor plan of the demo hall drawn for the seed (an SVG, kept inline like the screen's thumbnail). */
const FLOOR_PLAN_FILE = new URL('./assets/demo-floor-plan.svg', import.meta.url);

/**
 * Gives the demo project a floor map of its exhibition hall whose points are the places the
 * simulated robots walk, so 地图管理 opens on a real map and demo robots move on it from the first
 * start. Written once: a project that has any map keeps what its users made of it.
 */
export async function ensureDemoMap(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(maps, eq(maps.projectId, project.id))) > 0) return;
  const picture = readFileSync(FLOOR_PLAN_FILE).toString('base64');
  const [map] = await tx
    .insert(maps)
    .values({
      projectId: project.id,
      tenantId,
      userId: null,
      name: '一楼展厅',
      floor: '1F',
      pictureUrl: `data:image/svg+xml;base64,${picture}`,
      pictureWidth: DEMO_HALL_PICTURE.width,
      pictureHeight: DEMO_HALL_PICTURE.height,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: maps.id });
  const scaleX = DEMO_HALL_PICTURE.width / 100;
  const scaleY = DEMO_HALL_PICTURE.height / 100;
  await tx.insert(mapPoints).values(
    DEMO_HALL_POINTS.map((point, index) => ({
      mapId: map.id,
      name: point.name,
      type: point.type,
      x: point.x * scaleX,
      y: point.y * scaleY,
      // A millisecond apart: the point list shows them in the hall's order, entrance first.
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
    })),
  );
}
