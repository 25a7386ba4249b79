import { asc, eq } from 'drizzle-orm';
import type { DictionaryUsage } from '../../../src/shared/api/dictionaries';
import type { Database } from '../../db/database';
import { intentSlots, intents } from '../../db/schema';

/** The intents whose slots are filled from the dictionary, each with those slots' names. */
export async function dictionaryUsage(db: Database, dictionaryId: string): Promise<DictionaryUsage> {
  const rows = await db
    .select({ id: intents.id, name: intents.name, slot: intentSlots.name })
    .from(intentSlots)
    .innerJoin(intents, eq(intents.id, intentSlots.intentId))
    .where(eq(intentSlots.dictionaryId, dictionaryId))
    .orderBy(asc(intents.name), asc(intentSlots.position));
  const byIntent = new Map<string, DictionaryUsage['intents'][number]>();
  for (const row of rows) {
    const intent = byIntent.get(row.id) ?? { id: row.id, name: row.name, slots: [] };
    intent.slots.push(row.slot);
    byIntent.set(row.id, intent);
  }
  return { intents: [...byIntent.values()] };
}
