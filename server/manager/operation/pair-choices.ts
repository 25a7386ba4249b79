import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { PAIR_CHOICES, type PairChoice } from '../../../src/shared/api/operation';
import type { Database } from '../../db/database';
import { qaLibraries, qaPairs } from '../../db/schema';

/** `%`, `_` and `\` match themselves in a keyword. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The pairs of the project's enabled libraries whose standard or similar questions hold
 * `keyword`: what 问答标注 offers when none of its suggestions is the right pair.
 */
export async function pairChoices(
  db: Database,
  projectId: string,
  keyword: string | undefined,
): Promise<PairChoice[]> {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return db
    .select({ pairId: qaPairs.id, libraryName: qaLibraries.name, question: qaPairs.question })
    .from(qaPairs)
    .innerJoin(qaLibraries, eq(qaLibraries.id, qaPairs.libraryId))
    .where(
      and(
        eq(qaLibraries.projectId, projectId),
        qaLibraries.enabled,
        pattern
          ? or(
              ilike(qaPairs.question, pattern),
              sql`exists (select 1 from unnest(${qaPairs.similarQuestions}) as s(q) where s.q ilike ${pattern})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(qaPairs.question))
    .limit(PAIR_CHOICES);
}
