import { shortcutFor } from '../../shared/editor-shortcuts';
import type { ForwardedKey } from '../../shared/runtime-protocol/messages';

/**
 * The canvas runs in a process of its own, so key presses made while it has the focus never
 * reach the editor's document. The editor's shortcuts are sent over instead; their browser
 * default is cancelled here (⌘S saves the configuration, not the page; Backspace deletes the
 * selection), except arrows with nothing selected, which keep scrolling the screen.
 * Returns the function that stops listening.
 */
export function forwardShortcuts(
  target: Document,
  send: (press: ForwardedKey) => void,
  hasSelection: () => boolean,
): () => void {
  const keydown = (event: KeyboardEvent) => {
    const { key, code, shiftKey, metaKey, ctrlKey, altKey, repeat } = event;
    const press = { key, code, shiftKey, metaKey, ctrlKey, altKey, repeat };
    const command = shortcutFor(press);
    if (!command) return;
    if (command.type !== 'nudge' || hasSelection()) event.preventDefault();
    send(press);
  };
  target.addEventListener('keydown', keydown);
  return () => target.removeEventListener('keydown', keydown);
}
