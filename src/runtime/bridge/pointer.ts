import type { RuntimeToEditor } from '../../shared/runtime-protocol/messages';
import { entryAt } from '../parts/entry-mark';

function elementAt(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-node-id]') : null;
}

function nodeIdAt(target: EventTarget | null): string | null {
  return elementAt(target)?.dataset.nodeId ?? null;
}

/**
 * Editor mode: a click selects the innermost element under the pointer (with its modifier keys,
 * for multi-select) instead of operating it, and names the entry of a data-source list it landed
 * on (see entry-mark.ts); moving the pointer reports the hovered element.
 * Returns the function that stops listening.
 */
export function captureSelection(
  target: Document,
  onSelect: (selection: RuntimeToEditor['select']) => void,
  onHover: (id: string | null) => void,
): () => void {
  let hovered: string | null = null;
  const hover = (id: string | null) => {
    if (id === hovered) return;
    hovered = id;
    onHover(id);
  };
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // The click focused a robot-screen button; the canvas keeps the keyboard, the button lets
    // go: deleting a focused element makes the browser move focus and fire blur events, which
    // cost the delete some milliseconds of its frame.
    const focused = target.activeElement;
    if (focused instanceof HTMLElement && focused !== target.body) focused.blur();
    const { shiftKey, metaKey, ctrlKey } = event;
    const element = elementAt(event.target);
    const id = element?.dataset.nodeId ?? null;
    const entry = element && event.target instanceof Element ? entryAt(event.target, element) : undefined;
    onSelect({ id, shiftKey, metaKey, ctrlKey, ...(entry && { entry }) });
  };
  const over = (event: MouseEvent) => hover(nodeIdAt(event.target));
  const leave = () => hover(null);
  target.addEventListener('click', click, true);
  target.addEventListener('mouseover', over, true);
  target.documentElement.addEventListener('mouseleave', leave);
  return () => {
    target.removeEventListener('click', click, true);
    target.removeEventListener('mouseover', over, true);
    target.documentElement.removeEventListener('mouseleave', leave);
  };
}
