import type { ClickedEntry } from '../../shared/runtime-protocol/messages';

/**
 * Marks on what a component renders from a data-source list (a feature, a card, a slide): in the
 * editor, a click on one selects the element and opens that very entry in the property panel.
 * `data-entry` holds the list's field key and the entry's index, outer list first for a list of
 * lists: `dataSource.0.2` is the 3rd feature of a feature list's first group.
 */
const ATTRIBUTE = 'data-entry';

export function entryMark(field: string, ...indexes: number[]): { 'data-entry': string } {
  return { 'data-entry': [field, ...indexes].join('.') };
}

/**
 * The entry under `target` that belongs to `element` itself (not to an element rendered inside
 * the entry), or undefined.
 */
export function entryAt(target: Element, element: Element): ClickedEntry | undefined {
  const marked = target.closest(`[${ATTRIBUTE}]`);
  if (!marked || !element.contains(marked) || marked.closest('[data-node-id]') !== element) return undefined;
  const [field, ...rest] = (marked.getAttribute(ATTRIBUTE) ?? '').split('.');
  const indexes = rest.map(Number);
  if (!field || indexes.length === 0 || !indexes.every((index) => Number.isInteger(index) && index >= 0))
    return undefined;
  return { field, indexes };
}
