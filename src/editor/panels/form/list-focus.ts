import type { ClickedEntry } from '../../../shared/runtime-protocol/messages';
import type { PanelConfig } from '../../../shared/screen/panel';

/**
 * The panel config's `name` and `dataIndex` for an open entry of a data-source list. `name` is
 * the list: a field key of the node (`dataSource`), or, for the inner list of a list of lists,
 * the key and the outer index (`dataSource.0`, the first group's features); `dataIndex` is the
 * open entry of that list. An open path lists the indexes from the outer list in:
 * [0, 2] is the 3rd feature of the first group.
 */
export type ListFocus = Pick<PanelConfig, 'name' | 'dataIndex'>;

export function focusForOpenPath(fieldKey: string, path: readonly number[]): ListFocus {
  if (path.length === 0) return { name: fieldKey, dataIndex: null };
  return { name: [fieldKey, ...path.slice(0, -1)].join('.'), dataIndex: path[path.length - 1] };
}

/** The open path of a node's list field as the panel config names it ([] when it names another field). */
export function openPathOf({ name, dataIndex }: ListFocus, fieldKey: string): number[] {
  const [key, ...outer] = name?.split('.') ?? [];
  if (key !== fieldKey) return [];
  const path = outer.map(Number);
  return dataIndex === null ? path : [...path, dataIndex];
}

/** The field key a panel config's `name` focuses (`dataSource.0` focuses `dataSource`). */
export function focusedFieldKey(name: string | null): string | null {
  return name === null ? null : (name.split('.')[0] ?? null);
}

/** Opens an entry clicked in the canvas, and asks the panel to scroll it into view. */
export function panelForClickedEntry({ field, indexes }: ClickedEntry): Partial<PanelConfig> {
  return { ...focusForOpenPath(field, indexes), scrollIntoView: true };
}
