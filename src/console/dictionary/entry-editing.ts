import { useState } from 'react';
import type { DictionaryEntry, EntryWords } from '../../shared/api/dictionaries';

/** The entry being edited in place: an existing one (its id) or a new one ('new'). */
export interface EntryDraft extends EntryWords {
  id: string;
}

export const NEW_ENTRY = 'new';

/** One row of the entry table edited at a time, its words kept while typing. */
export function useEntryEditing() {
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  return {
    draft,
    isEditing: (id: string) => draft?.id === id,
    startNew: () => setDraft({ id: NEW_ENTRY, value: '', synonyms: [] }),
    start: (entry: DictionaryEntry) =>
      setDraft({ id: entry.id, value: entry.value, synonyms: entry.synonyms }),
    change: (words: Partial<EntryWords>) =>
      setDraft((current) => (current ? { ...current, ...words } : current)),
    stop: () => setDraft(null),
  };
}

/** The rows the table shows: the new entry's row on top while it is being added. */
export function rowsWithDraft(entries: DictionaryEntry[], draft: EntryDraft | null): DictionaryEntry[] {
  if (draft?.id !== NEW_ENTRY) return entries;
  return [{ id: NEW_ENTRY, value: draft.value, synonyms: draft.synonyms, updatedAt: '' }, ...entries];
}
