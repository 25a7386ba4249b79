import { useEffect, useRef } from 'react';
import { isTypingTarget, type ShortcutCommand, shortcutFor } from '../../shared/editor-shortcuts';
import { copySelection, type ElementClipboard, pasteClipboard } from '../commands/clipboard';
import { nudgeLayers } from '../commands/layer-commands';
import { deleteSelection, duplicateSelection, shiftSelection } from '../commands/selection-commands';
import type { EditorStore } from '../store/editor-store';

/** Keys pressed in a dialog or drawer belong to it. */
const isInDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"]') !== null;

/** Runs a shortcut; returns whether it did something (then the key's default is cancelled). */
function run(
  store: EditorStore,
  command: ShortcutCommand,
  clipboard: { current: ElementClipboard | null },
): boolean {
  const { commands } = store;
  const hasSelection = store.getState().selection.length > 0;
  switch (command.type) {
    case 'undo':
      commands.undo();
      return true;
    case 'redo':
      commands.redo();
      return true;
    case 'save':
      void commands.save();
      return true;
    case 'copy':
      clipboard.current = copySelection(store) ?? clipboard.current;
      return hasSelection;
    case 'paste':
      if (!clipboard.current) return false;
      pasteClipboard(store, clipboard.current);
      return true;
    case 'duplicate':
      duplicateSelection(store);
      return true;
    case 'delete':
      deleteSelection(store);
      return hasSelection;
    case 'shift':
      shiftSelection(store, command.direction);
      return hasSelection;
    case 'nudge':
      return nudgeLayers(store, command.dx, command.dy);
    case 'deselect':
      commands.select([]);
      return hasSelection;
  }
}

/**
 * Document-level shortcuts while the editor is open (key presses in the canvas iframe are
 * forwarded here), except while typing in a field or working in a dialog.
 */
export function useEditorShortcuts(store: EditorStore): void {
  const clipboard = useRef<ElementClipboard | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || isInDialog(event.target)) return;
      // A widget that took a plain key keeps it (arrows move through the layers tree), but ⌘/Ctrl
      // combinations are the editor's: the tree takes ↑↓ whatever the modifiers.
      if (event.defaultPrevented && !(event.ctrlKey || event.metaKey)) return;
      const command = shortcutFor(event);
      if (command && store.canvasFirst(() => run(store, command, clipboard))) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
