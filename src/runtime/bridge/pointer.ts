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
  // A press in the canvas moves no focus: the editor takes the keyboard when the click's
  // selection arrives (bind-editor). Had the canvas's frame taken the focus, the browser could
  // hand it over after the editor had taken it, and the next shortcut (Delete) went through the
  // canvas's forwarding, a message later; a focused robot-screen button also cost a delete
  // blur events in its frame.
  const press = (event: MouseEvent) => event.preventDefault();
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const { shiftKey, metaKey, ctrlKey } = event;
    const element = elementAt(event.target);
    const id = element?.dataset.nodeId ?? null;
    const entry = element && event.target instanceof Element ? entryAt(event.target, element) : undefined;
    onSelect({ id, shiftKey, metaKey, ctrlKey, ...(entry && { entry }) });
  };
  const over = (event: MouseEvent) => hover(nodeIdAt(event.target));
  const leave = () => hover(null);
  target.addEventListener('mousedown', press, true);
  target.addEventListener('click', click, true);
  target.addEventListener('mouseover', over, true);
  target.documentElement.addEventListener('mouseleave', leave);
  return () => {
    target.removeEventListener('mousedown', press, true);
    target.removeEventListener('click', click, true);
    target.removeEventListener('mouseover', over, true);
    target.documentElement.removeEventListener('mouseleave', leave);
  };
}
