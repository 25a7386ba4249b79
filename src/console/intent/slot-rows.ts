import { INTENT_MSG, type IntentSlot, type IntentSlotInput, slotName } from '../../shared/api/intents';

/** A row of the slot table while it is edited: `key` tells rows apart before they have an id. */
export interface SlotRow {
  key: string;
  id?: string;
  name: string;
  dictionaryId: string | null;
  /** The saved slot's dictionary name, shown while the picker has not loaded its options. */
  dictionaryName: string | null;
  required: boolean;
  followUp: string;
}

export const rowsOfSlots = (slots: IntentSlot[]): SlotRow[] =>
  slots.map((slot) => ({ key: slot.id, ...slot }));

let fresh = 0;
export const newSlotRow = (): SlotRow => {
  fresh += 1;
  return {
    key: `new-${fresh}`,
    name: '',
    dictionaryId: null,
    dictionaryName: null,
    required: false,
    followUp: '',
  };
};

/** The rows as the slots call takes them, or the first problem a person should fix. */
export function slotsOfRows(rows: SlotRow[]): { slots: IntentSlotInput[] } | { problem: string } {
  const names = new Set<string>();
  const slots: IntentSlotInput[] = [];
  for (const row of rows) {
    const checked = slotName.safeParse(row.name);
    if (!checked.success) return { problem: checked.error.issues[0]?.message ?? '槽位名称错误' };
    if (names.has(checked.data)) return { problem: `${INTENT_MSG.slotNameTaken}：${checked.data}` };
    if (row.required && !row.followUp.trim()) return { problem: `必填槽位「${checked.data}」需要追问话术` };
    names.add(checked.data);
    slots.push({
      ...(row.id ? { id: row.id } : {}),
      name: checked.data,
      dictionaryId: row.dictionaryId,
      required: row.required,
      followUp: row.followUp.trim(),
    });
  }
  return { slots };
}
