import { and, eq, inArray } from 'drizzle-orm';
import {
  INTENT_MSG,
  type IntentSlotInput,
  replyVariables,
  type SlotSpan,
  slotUsedInReply,
} from '../../../src/shared/api/intents';
import type { Database } from '../../db/database';
import { dictionaries, intentExamples, intentSlots, intents } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';

/** The spans of an example once slots are renamed (old name → new) or removed (absent from the map). */
export const respan = (spans: SlotSpan[], renamed: Map<string, string>): SlotSpan[] =>
  spans.flatMap((span) => {
    const name = renamed.get(span.slot);
    return name ? [{ ...span, slot: name }] : [];
  });

/**
 * Replaces an intent's slots with `slots` (in order), in the caller's transaction. A slot that
 * keeps its id keeps its spans in the examples under its new name; a removed slot's spans go. A
 * dictionary must be one of the project's; a slot the reply names cannot be removed.
 */
export async function saveSlots(
  tx: Database,
  intent: { id: string; projectId: string; reply: string },
  slots: (Omit<IntentSlotInput, 'dictionaryId' | 'required' | 'followUp'> & {
    dictionaryId: string | null;
    required: boolean;
    followUp: string;
  })[],
  now: Date,
): Promise<void> {
  const names = slots.map((slot) => slot.name);
  if (new Set(names).size !== names.length) throw badRequest(INTENT_MSG.slotNameTaken);
  const asked = [...new Set(slots.flatMap((slot) => (slot.dictionaryId ? [slot.dictionaryId] : [])))];
  if (asked.length > 0) {
    const found = await tx
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(eq(dictionaries.projectId, intent.projectId), inArray(dictionaries.id, asked)));
    if (found.length !== asked.length) throw badRequest(INTENT_MSG.dictionaryMissing);
  }
  const dropped = replyVariables(intent.reply).find((name) => !names.includes(name));
  if (dropped) throw conflict(slotUsedInReply(dropped));

  const current = await tx
    .select({ id: intentSlots.id, name: intentSlots.name })
    .from(intentSlots)
    .where(eq(intentSlots.intentId, intent.id));
  const kept = new Map(slots.flatMap((slot) => (slot.id ? [[slot.id, slot.name] as const] : [])));
  const renamed = new Map(
    current.flatMap((slot) => (kept.has(slot.id) ? [[slot.name, kept.get(slot.id) as string]] : [])),
  );
  const keptIds = new Set(current.filter((slot) => kept.has(slot.id)).map((slot) => slot.id));

  const examples = await tx
    .select({ id: intentExamples.id, slots: intentExamples.slots })
    .from(intentExamples)
    .where(eq(intentExamples.intentId, intent.id));
  for (const example of examples) {
    const spans = respan(example.slots, renamed);
    const same =
      spans.length === example.slots.length &&
      spans.every((span, index) => span.slot === example.slots[index].slot);
    if (!same) await tx.update(intentExamples).set({ slots: spans }).where(eq(intentExamples.id, example.id));
  }
  // Deleted and inserted again, ids kept: renames that swap two names never meet the unique index.
  await tx.delete(intentSlots).where(eq(intentSlots.intentId, intent.id));
  if (slots.length > 0) {
    await tx.insert(intentSlots).values(
      slots.map((slot, position) => ({
        ...(slot.id && keptIds.has(slot.id) ? { id: slot.id } : {}),
        intentId: intent.id,
        name: slot.name,
        dictionaryId: slot.dictionaryId,
        required: slot.required,
        followUp: slot.followUp,
        position,
      })),
    );
  }
  await tx.update(intents).set({ updatedAt: now }).where(eq(intents.id, intent.id));
}
