import type { EntryHit } from './dictionary-scanner';
import type { SnapshotIntent, SnapshotSlot } from './knowledge-snapshot';

export interface FilledSlot {
  name: string;
  value: string;
  said: string;
}

export interface SlotFilling {
  slots: FilledSlot[];
  /** The first required slot nothing filled: the robot asks its follow-up. */
  missing: SnapshotSlot | null;
}

/**
 * Fills an intent's slots, in their order, from the dictionary entries found in the question:
 * each slot takes the first entry of its dictionary not taken by an earlier slot (从{地点}到{地点}
 * fills both in the order said). Slots already filled (an earlier turn) keep their values.
 */
export function fillSlots(
  intent: SnapshotIntent,
  hits: readonly EntryHit[],
  earlier: Readonly<Record<string, string>> = {},
): SlotFilling {
  const taken = new Set<EntryHit>();
  const slots: FilledSlot[] = [];
  let missing: SnapshotSlot | null = null;
  for (const slot of intent.slots) {
    if (earlier[slot.name] !== undefined) {
      slots.push({ name: slot.name, value: earlier[slot.name], said: earlier[slot.name] });
      continue;
    }
    const hit = hits.find(
      (candidate) => candidate.dictionaryId === slot.dictionaryId && !taken.has(candidate),
    );
    if (hit) {
      taken.add(hit);
      slots.push({ name: slot.name, value: hit.value, said: hit.surface });
    } else if (slot.required && !missing) missing = slot;
  }
  return { slots, missing };
}

/**
 * A reply with `{slot name}` written as the slot's value (empty when the slot was optional and
 * not said); braces naming no slot of the intent are left as written.
 */
export function withSlotValues(text: string, intent: SnapshotIntent, slots: readonly FilledSlot[]): string {
  const values = new Map(slots.map((slot) => [slot.name, slot.value]));
  const names = new Set(intent.slots.map((slot) => slot.name));
  return text.replace(/\{([^{}]{1,64})\}/g, (whole, name: string) =>
    names.has(name.trim()) ? (values.get(name.trim()) ?? '') : whole,
  );
}
