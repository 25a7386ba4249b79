import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { ACTION_MSG, type ActionPageType, type ActionSummary } from '../../../src/shared/api/actions';
import { actionSteps, actions, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

const actionColumns = {
  id: actions.id,
  projectId: actions.projectId,
  name: actions.name,
  description: actions.description,
  enabled: actions.enabled,
  createdBy: actions.createdBy,
  ownerName: users.nickname,
  createdAt: actions.createdAt,
  updatedAt: actions.updatedAt,
};

/** The select of action rows with their creator's nickname (the caller filters and orders it). */
export function selectActions(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select(actionColumns)
    .from(actions)
    .leftJoin(users, eq(users.id, actions.createdBy))
    .where(where);
}

type ActionRow = Awaited<ReturnType<typeof selectActions>>[number];

/** Summaries of rows the caller may see, with flags, tags and step counts: three queries for the lot. */
export async function toActionSummaries(access: ResourceAccess, rows: ActionRow[]): Promise<ActionSummary[]> {
  const ids = rows.map((row) => row.id);
  const [standings, tags, counts] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(access.db, 'ACTION', ids),
    ids.length === 0
      ? []
      : access.db
          .select({ actionId: actionSteps.actionId, pageType: actionSteps.pageType, steps: count() })
          .from(actionSteps)
          .where(inArray(actionSteps.actionId, ids))
          .groupBy(actionSteps.actionId, actionSteps.pageType),
  ]);
  const stepCounts = new Map<string, Partial<Record<ActionPageType, number>>>(ids.map((id) => [id, {}]));
  for (const row of counts) {
    const perType = stepCounts.get(row.actionId);
    if (perType) perType[row.pageType] = row.steps;
  }
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    stepCounts: stepCounts.get(row.id) ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One action's summary, read after a check or a change. */
export async function readAction(access: ResourceAccess, id: string): Promise<ActionSummary> {
  const [summary] = await toActionSummaries(access, await selectActions(access, and(eq(actions.id, id))));
  // Deleted by someone else since the check.
  if (!summary) throw notFound(ACTION_MSG.notFound);
  return summary;
}
