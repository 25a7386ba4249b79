import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { SceneSkillDetail, SceneSkillSummary } from '../../../src/shared/api/scene-skills';
import { type SceneFlowDraft, sceneTrigger } from '../../../src/shared/scene-flow/scene-flow-schema';
import { triggerLabel, triggerReference } from '../../../src/shared/scene-flow/trigger-labels';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { faceGroups, intents, mapPoints, sceneSkillRuns, skills } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import { lastDays } from '../overview/day-buckets';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';
import { isRowId } from '../row-id';

const { description, enabled, version, definition } = skills;

/** The triggers of a stored flow, whole ones only (a draft's half-filled trigger says nothing yet). */
const triggersOf = (flow: SceneFlowDraft) =>
  flow.nodes.flatMap((node) => {
    if (node.type !== 'trigger') return [];
    const parsed = sceneTrigger.safeParse(node.data.trigger);
    return parsed.success ? [parsed.data] : [];
  });

/** The names of what the triggers name (intents, face groups, points), in three small reads. */
async function referenceNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const named = await Promise.all(
    [intents, faceGroups, mapPoints].map((table) =>
      db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids)),
    ),
  );
  return new Map(named.flat().map((row) => [row.id, row.name]));
}

/** How many runs robots reported today for each scene. */
async function runsToday(db: Database, clock: Clock, skillIds: string[]): Promise<Map<string, number>> {
  if (skillIds.length === 0) return new Map();
  const [today] = lastDays(clock.now(), 1);
  const rows = await db
    .select({ skillId: sceneSkillRuns.skillId, runs: count() })
    .from(sceneSkillRuns)
    .where(and(inArray(sceneSkillRuns.skillId, skillIds), gte(sceneSkillRuns.occurredAt, today.start)))
    .groupBy(sceneSkillRuns.skillId);
  return new Map(rows.map((row) => [row.skillId, row.runs]));
}

/** Scenes as the list and the editor read them: with their triggers in words and today's runs. */
export async function sceneSkillDetails(
  access: ResourceAccess,
  clock: Clock,
  where: SQL | undefined,
  page?: RowPage,
): Promise<SceneSkillDetail[]> {
  const rows = await withStandings(
    access,
    await summaryRows(access, skills, { description, enabled, version, definition }, where, page),
  );
  const flows = rows.map((row) => row.definition as SceneFlowDraft);
  const triggers = flows.map(triggersOf);
  const references = triggers.flat().flatMap((trigger) => triggerReference(trigger) ?? []);
  const [names, runs] = await Promise.all([
    referenceNames(access.db, [...new Set(references)].filter(isRowId)),
    runsToday(
      access.db,
      clock,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ definition: _flow, ...row }, index) => ({
    ...row,
    flow: flows[index],
    triggers: triggers[index].map((trigger) => ({
      on: trigger.on,
      label: triggerLabel(trigger, (id) => names.get(id)),
    })),
    runsToday: runs.get(row.id) ?? 0,
  }));
}

/** The list's rows: the details without their flows. */
export async function sceneSkillSummaries(
  access: ResourceAccess,
  clock: Clock,
  where: SQL | undefined,
  page?: RowPage,
): Promise<SceneSkillSummary[]> {
  return (await sceneSkillDetails(access, clock, where, page)).map(({ flow: _flow, ...summary }) => summary);
}

export const isSceneSkill = eq(skills.kind, 'SCENE');
