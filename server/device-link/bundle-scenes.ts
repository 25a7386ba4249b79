import { and, asc, eq } from 'drizzle-orm';
import { referenceIds } from '../../src/shared/scene-flow/reference-ids';
import type { BundleScene } from '../../src/shared/scene-flow/scene-device-link';
import type { SceneFlowDraft } from '../../src/shared/scene-flow/scene-flow-schema';
import { runnableFlow } from '../../src/shared/scene-flow/scene-flow-validation';
import type { Database } from '../db/database';
import { skills } from '../db/schema';
import { sceneReferenceLists } from '../manager/scene-skill/scene-references';

/**
 * The project's enabled scenes as robots run them. A scene whose flow has come to name something
 * that is gone (a page no longer released, a deleted point) stays out until it is fixed: a robot
 * never runs a flow the editor would refuse.
 */
export async function bundleScenes(db: Database, projectId: string): Promise<BundleScene[]> {
  const rows = await db
    .select({ id: skills.id, name: skills.name, version: skills.version, definition: skills.definition })
    .from(skills)
    .where(and(eq(skills.projectId, projectId), eq(skills.kind, 'SCENE'), eq(skills.enabled, true)))
    .orderBy(asc(skills.name));
  if (rows.length === 0) return [];
  const references = referenceIds(await sceneReferenceLists(db, projectId));
  return rows.flatMap(({ definition, ...scene }) => {
    const flow = runnableFlow(definition as SceneFlowDraft, references);
    return flow ? [{ ...scene, flow }] : [];
  });
}
