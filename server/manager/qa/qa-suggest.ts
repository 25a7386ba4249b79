import { and, eq, ne, sql } from 'drizzle-orm';
import { QA_LIMITS, type QaSuggestion } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { qaPairs } from '../../db/schema';
import { textArray } from './sql-text-array';

/** Below this share of the typed text's pieces, a question is not "similar". */
const MIN_SCORE = 0.5;
const MAX_GRAMS = 40;

/**
 * The pieces a text is compared by: its character bigrams (Chinese words are mostly two
 * characters), or its single characters when it is too short for bigrams. Spaces and
 * punctuation say nothing about meaning and are dropped.
 */
export function gramsOf(text: string): string[] {
  const letters = Array.from(text.toLowerCase().replace(/[\p{P}\p{S}\s]/gu, ''));
  const grams =
    letters.length < 2 ? letters : letters.slice(1).map((letter, index) => `${letters[index]}${letter}`);
  return [...new Set(grams)].slice(0, MAX_GRAMS);
}

/**
 * The keyword prompt: the library's questions that share most of the typed text's bigrams, the
 * standard question or its closest similar question, best first. One query: the pieces go in as
 * an array and PostgreSQL counts how many each question holds.
 */
export async function suggestQuestions(
  db: Database,
  libraryId: string,
  text: string,
  excludeId: string | undefined,
): Promise<QaSuggestion[]> {
  const grams = gramsOf(text);
  if (grams.length === 0) return [];
  const gramArray = textArray(grams);
  const hits = (column: unknown) =>
    sql<number>`(select count(*)::int from unnest(${gramArray}) as g(piece) where strpos(lower(${column}), g.piece) > 0)`;
  const best = db
    .select({
      id: qaPairs.id,
      question: qaPairs.question,
      own: hits(qaPairs.question).as('own'),
      similar: sql<string | null>`(select s.q from unnest(${qaPairs.similarQuestions}) as s(q)
        order by ${hits(sql`s.q`)} desc limit 1)`.as('similar'),
      similarHits:
        sql<number>`coalesce((select max(${hits(sql`s.q`)}) from unnest(${qaPairs.similarQuestions}) as s(q)), 0)`.as(
          'similar_hits',
        ),
    })
    .from(qaPairs)
    .where(and(eq(qaPairs.libraryId, libraryId), excludeId ? ne(qaPairs.id, excludeId) : undefined))
    .as('best');
  const rows = await db
    .select({
      id: best.id,
      question: best.question,
      own: best.own,
      similar: best.similar,
      similarHits: best.similarHits,
    })
    .from(best)
    .where(sql`greatest(${best.own}, ${best.similarHits}) >= ${Math.ceil(grams.length * MIN_SCORE)}`)
    .orderBy(sql`greatest(${best.own}, ${best.similarHits}) desc`, best.question)
    .limit(QA_LIMITS.suggestions);
  return rows.map((row) => {
    const bySimilar = row.similarHits > row.own;
    return {
      id: row.id,
      question: row.question,
      similar: bySimilar ? row.similar : null,
      score: Math.min(1, Math.max(row.own, row.similarHits) / grams.length),
    };
  });
}
