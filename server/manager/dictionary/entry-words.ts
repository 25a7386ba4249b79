import { and, arrayOverlaps, eq, inArray, ne, or } from 'drizzle-orm';
import type { EntryWords } from '../../../src/shared/api/dictionaries';
import type { Database } from '../../db/database';
import { dictionaryEntries } from '../../db/schema';
import { conflict } from '../../http/api-error';

/** Every word of an entry: the value and its synonyms. */
export const wordsOf = (entry: EntryWords): string[] => [entry.value, ...entry.synonyms];

/**
 * Refuses (409) an entry whose words another entry of the dictionary already holds: a word means
 * one thing, or a slot could not tell which entry it fills.
 */
export async function requireFreeWords(
  tx: Database,
  dictionaryId: string,
  entry: EntryWords,
  exceptId?: string,
): Promise<void> {
  const words = wordsOf(entry);
  const [clash] = await tx
    .select({ value: dictionaryEntries.value, synonyms: dictionaryEntries.synonyms })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.dictionaryId, dictionaryId),
        exceptId ? ne(dictionaryEntries.id, exceptId) : undefined,
        or(inArray(dictionaryEntries.value, words), arrayOverlaps(dictionaryEntries.synonyms, words)),
      ),
    )
    .limit(1);
  if (!clash) return;
  const word = words.find((one) => one === clash.value || clash.synonyms.includes(one)) ?? entry.value;
  throw conflict(
    word === clash.value ? `词典中已有词条「${word}」` : `「${word}」已是词条「${clash.value}」的同义词`,
  );
}
