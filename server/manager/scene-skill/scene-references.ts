import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { SceneReferenceLists } from '../../../src/shared/api/scene-skills';
import type { Database } from '../../db/database';
import { faceGroups, homepages, intents, mapPoints, maps, skills } from '../../db/schema';

/** The pages of the project's released screen (what its robots show), or none before a release. */
async function releasedPages(db: Database, projectId: string) {
  const [released] = await db
    .select({ document: homepages.releasedDocument })
    .from(homepages)
    .where(and(eq(homepages.projectId, projectId), isNotNull(homepages.releasedAt)))
    .orderBy(desc(homepages.releasedAt), desc(homepages.id))
    .limit(1);
  return (released?.document?.pages ?? []).map((page) => ({ id: page.id, name: page.name }));
}

/** What a scene of the project may name: pages, map points, intents, face groups and store skills. */
export async function sceneReferenceLists(db: Database, projectId: string): Promise<SceneReferenceLists> {
  const [pages, points, intentRows, groups, storeSkills] = await Promise.all([
    releasedPages(db, projectId),
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
    pages,
    points: points.map((point) => ({ id: point.id, name: `${point.mapName} · ${point.name}` })),
    intents: intentRows,
    faceGroups: groups,
    skills: storeSkills,
  };
}
