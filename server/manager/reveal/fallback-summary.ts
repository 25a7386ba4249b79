import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  FALLBACK_MSG,
  type FallbackAnswer,
  type FallbackDetail,
  type FallbackMode,
  type FallbackSummary,
} from '../../../src/shared/api/fallback';
import type { FallbackSetForPick } from '../../../src/shared/fallback/pick-fallback';
import type { Database } from '../../db/database';
import { fallbackAnswers, personalResources } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

export const isFallbackSet = eq(personalResources.kind, 'REVEAL');

const fallbackColumns = { mode: personalResources.fallbackMode, enabled: personalResources.enabled };

/** The answers of some sets, each set's in its order. */
async function answersOf(db: Database, setIds: string[]): Promise<Map<string, FallbackAnswer[]>> {
  const answers = new Map<string, FallbackAnswer[]>(setIds.map((id) => [id, []]));
  if (setIds.length === 0) return answers;
  const rows = await db
    .select({
      setId: fallbackAnswers.setId,
      id: fallbackAnswers.id,
      situation: fallbackAnswers.situation,
      text: fallbackAnswers.text,
    })
    .from(fallbackAnswers)
    .where(inArray(fallbackAnswers.setId, setIds))
    .orderBy(asc(fallbackAnswers.setId), asc(fallbackAnswers.position));
  for (const { setId, ...answer } of rows) answers.get(setId)?.push(answer);
  return answers;
}

/** Details (summary and answers) of the sets the caller may see, with flags and tags. */
async function fallbackDetails(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<FallbackDetail[]> {
  const rows = await summaryRows(access, personalResources, fallbackColumns, and(isFallbackSet, where), page);
  const ids = rows.map((row) => row.id);
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const [summaries, answers, activeIds] = await Promise.all([
    withStandings(access, rows),
    answersOf(access.db, ids),
    Promise.all(projectIds.map((projectId) => activeFallbackSetId(access.db, projectId))),
  ]);
  return summaries.map((summary) => {
    const own = answers.get(summary.id) ?? [];
    return {
      ...summary,
      mode: summary.mode ?? 'RANDOM',
      active: activeIds.includes(summary.id),
      answers: own,
      answerCount: own.length,
      situations: [...new Set(own.map((answer) => answer.situation))],
    };
  });
}

/** Summaries for the list: the details without the answers themselves. */
export async function fallbackSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<FallbackSummary[]> {
  return (await fallbackDetails(access, where, page)).map(({ answers: _answers, ...summary }) => summary);
}

/** One set with its answers, read after a check or a change. */
export async function readFallbackSet(access: ResourceAccess, id: string): Promise<FallbackDetail> {
  const [detail] = await fallbackDetails(access, eq(personalResources.id, id));
  if (!detail) throw notFound(FALLBACK_MSG.notFound);
  return detail;
}

/** The project's most recently changed enabled set. */
const activeSetQuery = (db: Database, projectId: string) =>
  db
    .select({ id: personalResources.id, name: personalResources.name, mode: personalResources.fallbackMode })
    .from(personalResources)
    .where(and(isFallbackSet, eq(personalResources.projectId, projectId), personalResources.enabled))
    .orderBy(desc(personalResources.updatedAt), desc(personalResources.id))
    .limit(1);

async function activeFallbackSetId(db: Database, projectId: string): Promise<string | null> {
  const [set] = await activeSetQuery(db, projectId);
  return set?.id ?? null;
}

/**
 * The fallback set a project's robots answer with: its most recently changed enabled set, or null.
 * The matcher hands it to pickFallback.
 */
export async function projectFallbackSet(
  db: Database,
  projectId: string,
): Promise<(FallbackSetForPick & { id: string; name: string }) | null> {
  const [set] = await activeSetQuery(db, projectId);
  if (!set) return null;
  const answers = (await answersOf(db, [set.id])).get(set.id) ?? [];
  return { id: set.id, name: set.name, enabled: true, mode: (set.mode ?? 'RANDOM') as FallbackMode, answers };
}
