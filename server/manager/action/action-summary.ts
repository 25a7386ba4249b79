import { count, inArray, type SQL } from 'drizzle-orm';
import type { ActionPageType, ActionSummary } from '../../../src/shared/api/actions';
import { actionSteps, actions } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

/** How many steps each action has per page type: one query for the lot. */
async function stepCountsOf(access: ResourceAccess, ids: string[]) {
  const counts = new Map<string, Partial<Record<ActionPageType, number>>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return counts;
  const rows = await access.db
    .select({ actionId: actionSteps.actionId, pageType: actionSteps.pageType, steps: count() })
    .from(actionSteps)
    .where(inArray(actionSteps.actionId, ids))
    .groupBy(actionSteps.actionId, actionSteps.pageType);
  for (const row of rows) {
    const perType = counts.get(row.actionId);
    if (perType) perType[row.pageType] = row.steps;
  }
  return counts;
}

/** Summaries of the rows the caller may see, with flags, tags and step counts. */
export async function actionSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<ActionSummary[]> {
  const rows = await summaryRows(
    access,
    actions,
    { description: actions.description, enabled: actions.enabled },
    where,
    page,
  );
  const [summaries, stepCounts] = await Promise.all([
    withStandings(access, rows),
    stepCountsOf(
      access,
      rows.map((row) => row.id),
    ),
  ]);
  return summaries.map((summary) => ({ ...summary, stepCounts: stepCounts.get(summary.id) ?? {} }));
}
