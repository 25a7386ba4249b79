/**
 * Marks the selected and hovered elements (dashed and light outlines in the robot UI styles) by
 * attributes set directly on the DOM: a selection change never re-renders the page.
 */
const SELECTED = 'data-rb-selected';
const HOVERED = 'data-rb-hovered';

function mark(root: ParentNode, attribute: string, ids: readonly string[]): void {
  for (const element of root.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
  for (const id of ids) root.querySelector(`[data-node-id="${CSS.escape(id)}"]`)?.setAttribute(attribute, '');
}

export function markSelection(root: ParentNode, selected: readonly string[], hovered: string | null): void {
  mark(root, SELECTED, selected);
  mark(root, HOVERED, hovered === null || selected.includes(hovered) ? [] : [hovered]);
}
