/**
 * Marks the selected and hovered elements (dashed and light outlines in the robot UI styles) by
 * attributes set directly on the DOM: a selection change never re-renders the page. The marks
 * are remembered: re-marking after a render that kept the marked elements (a typed letter, most
 * edits) costs nothing, otherwise a look-up per marked id.
 */
const SELECTED = 'data-rb-selected';
const HOVERED = 'data-rb-hovered';

interface Mark {
  id: string;
  attribute: typeof SELECTED | typeof HOVERED;
  element: HTMLElement | null;
}

const marked = new WeakMap<ParentNode, Mark[]>();

const find = (root: ParentNode, id: string) =>
  root.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`);

const stillMarked = (previous: Mark[], wanted: Omit<Mark, 'element'>[]) =>
  previous.length === wanted.length &&
  previous.every(
    (mark, i) =>
      mark.id === wanted[i].id &&
      mark.attribute === wanted[i].attribute &&
      mark.element?.isConnected &&
      mark.element.dataset.nodeId === mark.id,
  );

/**
 * `onPage` says whether an id may be on the page at all: one that is not (a module just deleted,
 * still selected and hovered until the editor says otherwise) is not searched for, a search that
 * would walk the whole page.
 */
export function markSelection(
  root: ParentNode,
  selected: readonly string[],
  hovered: string | null,
  onPage: (id: string) => boolean = () => true,
): void {
  const previous = marked.get(root) ?? [];
  const wanted: Omit<Mark, 'element'>[] = selected.map((id) => ({ id, attribute: SELECTED }));
  if (hovered !== null && !selected.includes(hovered)) wanted.push({ id: hovered, attribute: HOVERED });
  if (stillMarked(previous, wanted)) return;
  for (const { element } of previous) {
    element?.removeAttribute(SELECTED);
    element?.removeAttribute(HOVERED);
  }
  const now = wanted.map((mark) => ({ ...mark, element: onPage(mark.id) ? find(root, mark.id) : null }));
  for (const { element, attribute } of now) element?.setAttribute(attribute, '');
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
