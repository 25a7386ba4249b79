import { and, eq, sql } from 'drizzle-orm';
import type { MarkBody, MarkResult } from '../../../src/shared/api/operation';
import { QA_LIMITS, QA_MSG } from '../../../src/shared/api/qa';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { qaLibraries, qaMarks, qaPairs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { findLibrary } from '../qa/qa-access';
import { requireCategory, touchLibrary } from '../qa/qa-category-tree';
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

/** The questions, the first of each normalised key: 停车场在哪？ and 停车场 在哪 make one question. */
function distinctByKey(questions: string[], keys: string[]): string[] {
  const seen = new Set<string>();
  return questions.filter((_, index) => !seen.has(keys[index]) && seen.add(keys[index]));
}

/** The library a NEW_PAIR mark writes to: the project's own, editable by the caller, and its category. */
async function libraryToWrite(
  db: Database,
  user: ScopedUser,
  projectId: string,
  body: Extract<MarkBody, { action: 'NEW_PAIR' }>,
): Promise<string> {
  const found = await findLibrary(db, user, body.libraryId, 'editAuth');
  if (found.projectId !== projectId) throw notFound(QA_MSG.libraryNotFound);
  if (body.categoryId) await requireCategory(db, found.library.id, body.categoryId);
  return found.library.id;
}

/** A new pair: the first question standard, the others its similar questions, the answer given. */
async function createPair(
  tx: Database,
  user: ScopedUser,
  libraryId: string,
  body: Extract<MarkBody, { action: 'NEW_PAIR' }>,
  questions: string[],
  now: Date,
): Promise<string> {
  const [question, ...similar] = questions;
  try {
    const [created] = await tx
      .insert(qaPairs)
      .values({
        libraryId,
        categoryId: body.categoryId,
        question,
        similarQuestions: similar,
        answers: [{ text: body.answer, media: null, page: null }],
        createdBy: user.userId,
        updatedBy: user.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: qaPairs.id });
    await touchLibrary(tx, libraryId, now);
    return created.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QA_MSG.questionTaken);
    throw error;
  }
}

/**
 * Marks groups: as similar questions of a pair, as a new pair written here (the matcher answers
 * them from the next question on, as the library's version moves) or as ignored. A group marked
 * again takes the new decision.
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
  const library = body.action === 'NEW_PAIR' ? await libraryToWrite(db, user, projectId, body) : null;
  const created = await db.transaction(async (tx) => {
    const newPairId =
      body.action === 'NEW_PAIR' && library
        ? await createPair(tx, user, library, body, distinctByKey(questions, keys), now)
        : null;
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
    const markedPair = pair?.id ?? newPairId;
    const decision = {
      state: markedPair ? ('MARKED' as const) : ('IGNORED' as const),
      pairId: markedPair,
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
    return newPairId;
  });
  return { marked: questions.length, ...(created ? { pairId: created } : {}) };
}
