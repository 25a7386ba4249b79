import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SlotSpan } from '../../../src/shared/api/intents';
import type { Database } from '../../db/database';
import { dictionaryEntries, intentSlots } from '../../db/schema';

/**
 * The spans a new example gets by itself: words of a slot's dictionary (entries and synonyms)
 * found in the text, the longest first, none overlapping. Saves the operator marking "展厅A" in
 * every example that names a known place; what it misses is marked by hand.
 */
export async function autoSpans(tx: Database, intentId: string, text: string): Promise<SlotSpan[]> {
  const slots = await tx
    .select({ name: intentSlots.name, dictionaryId: intentSlots.dictionaryId })
    .from(intentSlots)
    .where(and(eq(intentSlots.intentId, intentId), isNotNull(intentSlots.dictionaryId)));
  if (slots.length === 0) return [];
  const found = await tx
    .select({
      dictionaryId: dictionaryEntries.dictionaryId,
      value: dictionaryEntries.value,
      synonyms: dictionaryEntries.synonyms,
    })
    .from(dictionaryEntries)
    .where(
      and(
        inArray(
          dictionaryEntries.dictionaryId,
          slots.map((slot) => slot.dictionaryId as string),
        ),
        sql`(strpos(${text}, ${dictionaryEntries.value}) > 0 or exists (select 1 from unnest(${dictionaryEntries.synonyms}) as word where strpos(${text}, word) > 0))`,
      ),
    );
  const candidates = slots.flatMap((slot) =>
    found
      .filter((entry) => entry.dictionaryId === slot.dictionaryId)
      .flatMap((entry) => [entry.value, ...entry.synonyms])
      .filter((word) => text.includes(word))
      .map((word) => ({ word, slot: slot.name })),
  );
  candidates.sort((a, b) => b.word.length - a.word.length);
  const spans: SlotSpan[] = [];
  for (const { word, slot } of candidates) {
    const start = text.indexOf(word);
    const span = { start, end: start + word.length, slot };
    if (spans.every((one) => one.end <= span.start || one.start >= span.end)) spans.push(span);
  }
  return spans.sort((a, b) => a.start - b.start);
}
