import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { INTENT_MSG, type IntentDetail, type IntentSummary } from '../../../src/shared/api/intents';
import { actions, dictionaries, intentExamples, intentSlots, intents } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

const exampleCount =
  sql<number>`(select ${count()} from ${intentExamples} where ${intentExamples.intentId} = ${intents.id})`.mapWith(
    Number,
  );
const actionName = sql<
  string | null
>`(select ${actions.name} from ${actions} where ${actions.id}::text = ${intents.actionId})`;
const slotNames = sql<
  string[]
>`array(select ${intentSlots.name} from ${intentSlots} where ${intentSlots.intentId} = ${intents.id} order by ${intentSlots.position})`;

/** Summaries of the rows the caller may see, with example counts, slot names, flags and tags. */
export async function intentSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<IntentSummary[]> {
  const { description, enabled, reply, actionId } = intents;
  const own = { description, enabled, reply, actionId, actionName, exampleCount, slotNames };
  return withStandings(access, await summaryRows(access, intents, own, where, page));
}

/** One intent with its slots (in order, with their dictionaries' names) and examples (newest first). */
export async function readIntent(access: ResourceAccess, id: string): Promise<IntentDetail> {
  const { db } = access;
  const [[summary], slots, examples] = await Promise.all([
    intentSummaries(access, eq(intents.id, id)),
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
