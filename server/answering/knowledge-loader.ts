import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  dictionaries,
  dictionaryEntries,
  intentExamples,
  intentSlots,
  intents,
  qaLibraries,
  qaPairs,
} from '../db/schema';
import { projectFallbackSet } from '../manager/reveal/fallback-summary';
import { interestAnswerPairs } from '../manager/skill-store/interest-answer-pairs';
import type { KnowledgeSnapshot, SnapshotIntent, SnapshotPair } from '../matcher/knowledge-snapshot';

/** The enabled pairs of the project's enabled libraries. */
async function loadPairs(db: Database, projectId: string): Promise<SnapshotPair[]> {
  return db
    .select({
      id: qaPairs.id,
      libraryId: qaPairs.libraryId,
      libraryName: qaLibraries.name,
      question: qaPairs.question,
      similarQuestions: qaPairs.similarQuestions,
      answers: qaPairs.answers,
    })
    .from(qaPairs)
    .innerJoin(qaLibraries, eq(qaLibraries.id, qaPairs.libraryId))
    .where(and(eq(qaLibraries.projectId, projectId), qaLibraries.enabled, qaPairs.enabled))
    .orderBy(asc(qaPairs.createdAt), asc(qaPairs.id));
}

/** The entries of the project's enabled dictionaries: what slots are filled with, and synonyms read as one. */
async function loadEntries(db: Database, projectId: string) {
  return db
    .select({
      dictionaryId: dictionaryEntries.dictionaryId,
      value: dictionaryEntries.value,
      synonyms: dictionaryEntries.synonyms,
    })
    .from(dictionaryEntries)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryEntries.dictionaryId))
    .where(and(eq(dictionaries.projectId, projectId), dictionaries.enabled))
    .orderBy(asc(dictionaryEntries.createdAt), asc(dictionaryEntries.id));
}

/**
 * The enabled intents with their examples and the slots bound to a dictionary (a slot whose
 * dictionary was deleted cannot be filled, so it is left out rather than asked for forever).
 */
async function loadIntents(db: Database, projectId: string): Promise<SnapshotIntent[]> {
  const rows = await db
    .select({ id: intents.id, name: intents.name, reply: intents.reply, actionId: intents.actionId })
    .from(intents)
    .where(and(eq(intents.projectId, projectId), intents.enabled))
    .orderBy(asc(intents.createdAt), asc(intents.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [examples, slots] = await Promise.all([
    db
      .select({ intentId: intentExamples.intentId, text: intentExamples.text, spans: intentExamples.slots })
      .from(intentExamples)
      .where(inArray(intentExamples.intentId, ids))
      .orderBy(asc(intentExamples.createdAt), asc(intentExamples.id)),
    db
      .select({
        intentId: intentSlots.intentId,
        name: intentSlots.name,
        dictionaryId: intentSlots.dictionaryId,
        required: intentSlots.required,
        followUp: intentSlots.followUp,
      })
      .from(intentSlots)
      .where(and(inArray(intentSlots.intentId, ids), isNotNull(intentSlots.dictionaryId)))
      .orderBy(asc(intentSlots.position), asc(intentSlots.name)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    examples: examples
      .filter((example) => example.intentId === row.id)
      .map(({ text, spans }) => ({ text, spans })),
    slots: slots
      .filter((slot) => slot.intentId === row.id)
      .map((slot) => ({
        name: slot.name,
        dictionaryId: slot.dictionaryId ?? '',
        required: slot.required,
        followUp: slot.followUp || `请问${slot.name}是什么？`,
      })),
    reply: { text: row.reply, media: null, page: null },
    actionId: row.actionId,
  }));
}

/** Everything the project's robots answer from, as the matcher reads it. */
export async function loadKnowledge(db: Database, projectId: string): Promise<KnowledgeSnapshot> {
  const [pairs, interest, intentList, entries, fallback] = await Promise.all([
    loadPairs(db, projectId),
    interestAnswerPairs(db, projectId),
    loadIntents(db, projectId),
    loadEntries(db, projectId),
    projectFallbackSet(db, projectId),
  ]);
  return { pairs: [...pairs, ...interest], intents: intentList, entries, fallback };
}
