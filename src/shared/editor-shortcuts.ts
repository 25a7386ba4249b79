/**
 * The editor's keyboard shortcuts, as a pure mapping from a key press to a command. ⌘ on macOS
 * and Ctrl elsewhere are the same modifier here.
 */
export type ShortcutCommand =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'duplicate' }
  | { type: 'delete' }
  | { type: 'shift'; direction: 'up' | 'down' }
  | { type: 'save' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'deselect' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/** Design units a free layer moves per arrow key press (with shift: 10). */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function shortcutFor({ key, shiftKey, metaKey, ctrlKey, altKey }: KeyPress): ShortcutCommand | null {
  if (altKey) return null;
  const mod = metaKey || ctrlKey;
  const letter = key.length === 1 ? key.toLowerCase() : key;
  if (mod) {
    if (letter === 'z') return shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (letter === 'y' && !shiftKey) return { type: 'redo' };
    if (shiftKey) return null;
    if (letter === 'c') return { type: 'copy' };
    if (letter === 'v') return { type: 'paste' };
    if (letter === 'd') return { type: 'duplicate' };
    if (letter === 's') return { type: 'save' };
    if (key === 'ArrowUp') return { type: 'shift', direction: 'up' };
    if (key === 'ArrowDown') return { type: 'shift', direction: 'down' };
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  if (key === 'Escape') return { type: 'deselect' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
}

/** Typing in a field keeps its own keys (undo in a text box is the text box's). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target.closest('[role="textbox"], [role="combobox"], [role="spinbutton"]') !== null;
}
