import { describe, expect, it } from 'vitest';
import { shortcutFor } from './editor-shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'shiftKey' | 'metaKey' | 'ctrlKey' | 'altKey', boolean>> = {},
) => shortcutFor({ key, shiftKey: false, metaKey: false, ctrlKey: false, altKey: false, ...modifiers });

describe('editor shortcuts', () => {
  it('maps ⌘ and Ctrl alike', () => {
    expect(press('z', { metaKey: true })).toEqual({ type: 'undo' });
    expect(press('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('Z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('s', { ctrlKey: true })).toEqual({ type: 'save' });
    expect(press('c', { metaKey: true })).toEqual({ type: 'copy' });
    expect(press('v', { metaKey: true })).toEqual({ type: 'paste' });
    expect(press('d', { metaKey: true })).toEqual({ type: 'duplicate' });
  });

  it('moves with ⌘↑/↓, deletes with Delete and Backspace, and nudges with arrows (shift: 10)', () => {
    expect(press('ArrowUp', { metaKey: true })).toEqual({ type: 'shift', direction: 'up' });
    expect(press('ArrowDown', { ctrlKey: true })).toEqual({ type: 'shift', direction: 'down' });
    expect(press('Backspace')).toEqual({ type: 'delete' });
    expect(press('Delete')).toEqual({ type: 'delete' });
    expect(press('ArrowLeft')).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: 10 });
  });

  it('leaves other keys alone', () => {
    expect(press('a')).toBeNull();
    expect(press('z', { altKey: true, metaKey: true })).toBeNull();
    expect(press('c', { metaKey: true, shiftKey: true })).toBeNull();
  });
});
