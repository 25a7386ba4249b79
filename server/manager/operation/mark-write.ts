import { and, eq, sql } from 'drizzle-orm';
import type { MarkBody, MarkResult } from '../../../src/shared/api/operation';
import { QA_LIMITS } from '../../../src/shared/api/qa';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { qaLibraries, qaMarks, qaPairs } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { findLibrary } from '../qa/qa-access';
import { touchLibrary } from '../qa/qa-category-tree';
import { questionKey } from './question-key';
import { sqlRows } from './sql-rows';

/** The questions' normalised keys, as the list groups by them, in the order given. */
async function keysOf(db: Database, questions: string[]): Promise<string[]> {
  const rows = await sqlRows<{ key: string }>(
    db,
    sql`select ${questionKey(sql`q`)} as key from unnest(${sql`array[${sql.join(
      questions.map((question) => sql`${question}`),
      sql`, `,
    )}]::text[]`}) with ordinality as u(q, n) order by n`,
  );
  return rows.map((row) => row.key);
}

/** The pair a mark adds to, once the caller may edit its library (the project's and the QA flag). */
async function pairToExtend(db: Database, user: ScopedUser, projectId: string, pairId: string) {
  const [pair] = await db
    .select({
      id: qaPairs.id,
      libraryId: qaPairs.libraryId,
      question: qaPairs.question,
      similar: qaPairs.similarQuestions,
    })
    .from(qaPairs)
    .innerJoin(qaLibraries, eq(qaLibraries.id, qaPairs.libraryId))
    .where(and(sql`${qaPairs.id}::text = ${pairId}`, eq(qaLibraries.projectId, projectId)));
  if (!pair) throw notFound('问答不存在');
  await findLibrary(db, user, pair.libraryId, 'editAuth');
  return pair;
}

/**
 * Marks groups: as similar questions of a pair (the matcher answers them from the next question
 * on, as the library's version moves) or as ignored. A group marked again takes the new decision.
 */
export async function writeMarks(
  db: Database,
  user: ScopedUser,
  projectId: string,
  body: MarkBody,
  now: Date,
): Promise<MarkResult> {
  const questions = [...new Set(body.questions)];
  const keys = await keysOf(db, questions);
  const pair = body.action === 'SIMILAR' ? await pairToExtend(db, user, projectId, body.pairId) : null;
  await db.transaction(async (tx) => {
    if (pair) {
      const held = new Set(await keysOf(tx, [pair.question, ...pair.similar]));
      const added = questions.filter((_, index) => !held.has(keys[index]));
      const similar = [...pair.similar, ...added];
      if (similar.length > QA_LIMITS.similarQuestions)
        throw badRequest(`相似问题不能超过${QA_LIMITS.similarQuestions}个`);
      await tx
        .update(qaPairs)
        .set({ similarQuestions: similar, updatedBy: user.userId, updatedAt: now })
        .where(eq(qaPairs.id, pair.id));
      await touchLibrary(tx, pair.libraryId, now);
    }
    const decision = {
      state: pair ? ('MARKED' as const) : ('IGNORED' as const),
      pairId: pair?.id ?? null,
      markedBy: user.userId,
      markedAt: now,
    };
    await tx
      .insert(qaMarks)
      .values(
        questions.map((question, index) => ({ projectId, questionKey: keys[index], question, ...decision })),
      )
      .onConflictDoUpdate({
        target: [qaMarks.projectId, qaMarks.questionKey],
        set: { ...decision, question: sql`excluded.question` },
      });
  });
  return { marked: questions.length };
}
