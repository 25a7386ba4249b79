import type { ForwardedKey } from '../../shared/runtime-protocol/messages';

/**
 * A shortcut pressed in the canvas (sent over by the runtime, see the runtime's forward-keys)
 * is replayed on the editor's document, where the editor's shortcuts listen.
 */
export function replayKey(press: ForwardedKey, to: Document): void {
  to.dispatchEvent(new KeyboardEvent('keydown', { ...press, bubbles: true, cancelable: true }));
}
