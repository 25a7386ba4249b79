import type { RuntimeToEditor } from '../../shared/runtime-protocol/messages';

function nodeIdAt(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-node-id]') : null;
  return element?.dataset.nodeId ?? null;
}

/**
 * Editor mode: a click selects the innermost element under the pointer (with its modifier keys,
 * for multi-select) instead of operating it; moving the pointer reports the hovered element.
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
    const { shiftKey, metaKey, ctrlKey } = event;
    onSelect({ id: nodeIdAt(event.target), shiftKey, metaKey, ctrlKey });
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
