import { and, asc, eq } from 'drizzle-orm';
import type { SceneReferenceLists } from '../../../src/shared/api/scene-skills';
import type { Database } from '../../db/database';
import { faceGroups, intents, mapPoints, maps, skills } from '../../db/schema';
import { releasedScreen } from '../../monitoring/robot-rows';

/** What a scene of the project may name: pages, map points, intents, face groups and store skills. */
export async function sceneReferenceLists(db: Database, projectId: string): Promise<SceneReferenceLists> {
  const [screen, points, intentRows, groups, storeSkills] = await Promise.all([
    releasedScreen(db, projectId),
    db
      .select({ id: mapPoints.id, name: mapPoints.name, mapName: maps.name })
      .from(mapPoints)
      .innerJoin(maps, eq(maps.id, mapPoints.mapId))
      .where(eq(maps.projectId, projectId))
      .orderBy(asc(maps.name), asc(mapPoints.name)),
    db
      .select({ id: intents.id, name: intents.name })
      .from(intents)
      .where(eq(intents.projectId, projectId))
      .orderBy(asc(intents.name)),
    db
      .select({ id: faceGroups.id, name: faceGroups.name })
      .from(faceGroups)
      .where(eq(faceGroups.projectId, projectId))
      .orderBy(asc(faceGroups.name)),
    db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(and(eq(skills.projectId, projectId), eq(skills.kind, 'STORE')))
      .orderBy(asc(skills.name)),
  ]);
  return {
    pages: screen?.pages ?? [],
    points: points.map((point) => ({ id: point.id, name: `${point.mapName} · ${point.name}` })),
    intents: intentRows,
    faceGroups: groups,
    skills: storeSkills,
    screen,
  };
}
