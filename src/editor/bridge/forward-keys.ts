/**
 * Clicking the canvas focuses the runtime's iframe, whose key presses never reach the editor's
 * document. Re-dispatch them there (same origin: we can listen inside), and cancel the original
 * when an editor shortcut handled the copy, so ⌘S in the canvas saves instead of saving the page.
 */
export function forwardKeys(from: Document, to: Document): () => void {
  const forward = (event: KeyboardEvent) => {
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      repeat: event.repeat,
      bubbles: true,
      cancelable: true,
    });
    to.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  };
  from.addEventListener('keydown', forward);
  return () => from.removeEventListener('keydown', forward);
}
