/**
 * Marks the selected and hovered elements (dashed and light outlines in the robot UI styles) by
 * attributes set directly on the DOM: a selection change never re-renders the page. The marked
 * elements are remembered, so re-marking after a render costs a look-up per selected id.
 */
const SELECTED = 'data-rb-selected';
const HOVERED = 'data-rb-hovered';

const marked = new WeakMap<ParentNode, Element[]>();

const find = (root: ParentNode, id: string) => root.querySelector(`[data-node-id="${CSS.escape(id)}"]`);

export function markSelection(root: ParentNode, selected: readonly string[], hovered: string | null): void {
  const previous = marked.get(root) ?? [];
  if (previous.length === 0 && selected.length === 0 && hovered === null) return;
  for (const element of previous) {
    element.removeAttribute(SELECTED);
    element.removeAttribute(HOVERED);
  }
  const now: Element[] = [];
  for (const id of selected) {
    const element = find(root, id);
    element?.setAttribute(SELECTED, '');
    if (element) now.push(element);
  }
  if (hovered !== null && !selected.includes(hovered)) {
    const element = find(root, hovered);
    element?.setAttribute(HOVERED, '');
    if (element) now.push(element);
  }
  marked.set(root, now);
}

/** Scrolls an element into view unless it is already fully visible. */
export function revealElement(root: ParentNode, id: string): void {
  const element = find(root, id);
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}
