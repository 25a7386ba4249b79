import { and, desc, eq, sql } from 'drizzle-orm';
import {
  SCENE_SKILL_MSG,
  type SceneFlowConflict,
  type SceneFlowSaved,
  type SceneFlowVersion,
} from '../../../src/shared/api/scene-skills';
import type { SceneFlowDraft } from '../../../src/shared/scene-flow/scene-flow-schema';
import type { Database } from '../../db/database';
import { sceneSkillVersions, skills, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { RefusalWithData } from '../refusal';

/** Who saved a scene's current version, as a conflict shows it. */
async function lastSaver(db: Database, id: string, version: number): Promise<string> {
  const [saver] = await db
    .select({ nickname: users.nickname })
    .from(sceneSkillVersions)
    .innerJoin(users, eq(users.id, sceneSkillVersions.savedBy))
    .where(and(eq(sceneSkillVersions.skillId, id), eq(sceneSkillVersions.version, version)));
  return saver?.nickname ?? '';
}

/** The 409 of a save that started from a replaced version: it carries the server's flow, so nothing is lost. */
async function staleFlowRefusal(db: Database, id: string) {
  const [row] = await db
    .select({ version: skills.version, updatedAt: skills.updatedAt, flow: skills.definition })
    .from(skills)
    .where(eq(skills.id, id));
  if (!row) return notFound(SCENE_SKILL_MSG.notFound);
  return new RefusalWithData<SceneFlowConflict>(409, SCENE_SKILL_MSG.conflict, {
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await lastSaver(db, id, row.version),
    flow: row.flow as SceneFlowDraft,
  });
}

interface FlowWrite {
  id: string;
  /** The version the editor started from. */
  version: number;
  flow: SceneFlowDraft;
  userId: string;
  now: Date;
}

/**
 * Writes a flow if `version` is still the stored one (checked in the update itself, so two
 * concurrent saves cannot both win) and keeps both the replaced and the new version in the
 * history. A stale save is refused with the server's copy.
 */
export async function writeFlow(
  db: Database,
  write: FlowWrite,
): Promise<{ version: number; updatedAt: Date }> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ definition: skills.definition, createdBy: skills.createdBy, createdAt: skills.createdAt })
      .from(skills)
      .where(and(eq(skills.id, write.id), eq(skills.version, write.version)));
    if (!before) return null;
    // The first version was never saved through here: it enters the history when replaced.
    await tx
      .insert(sceneSkillVersions)
      .values({
        skillId: write.id,
        version: write.version,
        definition: before.definition,
        savedBy: before.createdBy,
        savedAt: before.createdAt,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .update(skills)
      .set({ definition: write.flow, version: sql`${skills.version} + 1`, updatedAt: write.now })
      .where(and(eq(skills.id, write.id), eq(skills.version, write.version)))
      .returning({ version: skills.version, updatedAt: skills.updatedAt });
    if (!row) return null;
    await tx.insert(sceneSkillVersions).values({
      skillId: write.id,
      version: row.version,
      definition: write.flow,
      savedBy: write.userId,
      savedAt: write.now,
    });
    return row;
  });
  if (!saved) throw await staleFlowRefusal(db, write.id);
  return saved;
}

/** A save's answer: the version and time its own update returned, and the saver's name. */
export async function savedAnswer(
  db: Database,
  id: string,
  saved: { version: number; updatedAt: Date },
): Promise<SceneFlowSaved> {
  return {
    version: saved.version,
    updatedAt: saved.updatedAt.toISOString(),
    updatedBy: await lastSaver(db, id, saved.version),
  };
}

/** The flow of one version: from the history, or the current one never replaced. */
export async function flowOfVersion(db: Database, id: string, version: number): Promise<SceneFlowDraft> {
  const [kept] = await db
    .select({ flow: sceneSkillVersions.definition })
    .from(sceneSkillVersions)
    .where(and(eq(sceneSkillVersions.skillId, id), eq(sceneSkillVersions.version, version)));
  if (kept) return kept.flow as SceneFlowDraft;
  const [current] = await db
    .select({ flow: skills.definition })
    .from(skills)
    .where(and(eq(skills.id, id), eq(skills.version, version)));
  if (!current) throw notFound(SCENE_SKILL_MSG.versionMissing);
  return current.flow as SceneFlowDraft;
}

const VERSIONS_SHOWN = 50;

/** The versions of a scene, the newest first; a scene never saved since its creation has its first. */
export async function flowVersions(db: Database, id: string): Promise<SceneFlowVersion[]> {
  const kept = await db
    .select({
      version: sceneSkillVersions.version,
      savedAt: sceneSkillVersions.savedAt,
      savedBy: users.nickname,
      flow: sceneSkillVersions.definition,
    })
    .from(sceneSkillVersions)
    .leftJoin(users, eq(users.id, sceneSkillVersions.savedBy))
    .where(eq(sceneSkillVersions.skillId, id))
    .orderBy(desc(sceneSkillVersions.version))
    .limit(VERSIONS_SHOWN);
  const rows =
    kept.length > 0
      ? kept
      : await db
          .select({
            version: skills.version,
            savedAt: skills.createdAt,
            savedBy: users.nickname,
            flow: skills.definition,
          })
          .from(skills)
          .leftJoin(users, eq(users.id, skills.createdBy))
          .where(eq(skills.id, id));
  return rows.map((row) => ({
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy ?? '',
    nodeCount: (row.flow as SceneFlowDraft).nodes.length,
  }));
}
