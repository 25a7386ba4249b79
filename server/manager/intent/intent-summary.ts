import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { INTENT_MSG, type IntentDetail, type IntentSummary } from '../../../src/shared/api/intents';
import { actions, dictionaries, intentExamples, intentSlots, intents, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

const exampleCount =
  sql<number>`(select ${count()} from ${intentExamples} where ${intentExamples.intentId} = ${intents.id})`.mapWith(
    Number,
  );
const slotNames = sql<
  string[]
>`array(select ${intentSlots.name} from ${intentSlots} where ${intentSlots.intentId} = ${intents.id} order by ${intentSlots.position})`;

/** The select of intent summaries with their example counts and slot names (the caller filters and orders it). */
export function selectIntents(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select({
      id: intents.id,
      projectId: intents.projectId,
      name: intents.name,
      description: intents.description,
      enabled: intents.enabled,
      reply: intents.reply,
      actionId: intents.actionId,
      actionName: actions.name,
      exampleCount,
      slotNames,
      createdBy: intents.createdBy,
      ownerName: users.nickname,
      createdAt: intents.createdAt,
      updatedAt: intents.updatedAt,
    })
    .from(intents)
    .leftJoin(users, eq(users.id, intents.createdBy))
    .leftJoin(actions, sql`${actions.id}::text = ${intents.actionId}`)
    .where(where);
}

type IntentRow = Awaited<ReturnType<typeof selectIntents>>[number];

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toIntentSummaries(access: ResourceAccess, rows: IntentRow[]): Promise<IntentSummary[]> {
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(
      access.db,
      'INTENT',
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One intent with its slots (in order, with their dictionaries' names) and examples (newest first). */
export async function readIntent(access: ResourceAccess, id: string): Promise<IntentDetail> {
  const { db } = access;
  const [[summary], slots, examples] = await Promise.all([
    selectIntents(access, eq(intents.id, id)).then((rows) => toIntentSummaries(access, rows)),
    db
      .select({
        id: intentSlots.id,
        name: intentSlots.name,
        dictionaryId: intentSlots.dictionaryId,
        dictionaryName: dictionaries.name,
        required: intentSlots.required,
        followUp: intentSlots.followUp,
      })
      .from(intentSlots)
      .leftJoin(dictionaries, eq(dictionaries.id, intentSlots.dictionaryId))
      .where(eq(intentSlots.intentId, id))
      .orderBy(asc(intentSlots.position)),
    db
      .select({ id: intentExamples.id, text: intentExamples.text, slots: intentExamples.slots })
      .from(intentExamples)
      .where(eq(intentExamples.intentId, id))
      .orderBy(desc(intentExamples.createdAt), desc(intentExamples.id)),
  ]);
  // Deleted by someone else since the check.
  if (!summary) throw notFound(INTENT_MSG.notFound);
  return { ...summary, slots, examples };
}
