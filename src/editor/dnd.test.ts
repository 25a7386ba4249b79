// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES } from '../shared/screen/tags/registry';
import { draggedPaletteEntry, followPointer, paletteDragSource, paletteEntryByKey } from './dnd';

const dragOf = (data: object) => ({ data: { current: { ...data } } });

describe('palette drag sources', () => {
  it('carry every palette tile back to its entry: modules, their variants and free layers', () => {
    for (const entry of [...PALETTE_ENTRIES, ...LAYER_PALETTE_ENTRIES]) {
      expect(draggedPaletteEntry(dragOf(paletteDragSource(entry).data))).toBe(entry);
    }
  });

  it('name the dragged tile by its key, free layers included', () => {
    expect(paletteEntryByKey('sticker')?.name).toBe('贴纸');
    expect(paletteEntryByKey('floating-button')?.name).toBe('悬浮按钮');
    expect(paletteEntryByKey('image-text-card-MultiTextSingleImage')?.name).toBe('图文卡片·多文单图');
    expect(paletteEntryByKey('no-such-tile')).toBeUndefined();
  });

  it('ignore drags that are not palette tiles', () => {
    expect(draggedPaletteEntry(dragOf({ kind: 'layer-handle' }))).toBeUndefined();
    expect(draggedPaletteEntry(null)).toBeUndefined();
  });
});

describe('the pointer during a drag', () => {
  it('is where it was pressed, then where it last moved, whatever the palette scrolled', () => {
    const page = new EventTarget();
    const follower = followPointer(new MouseEvent('pointerdown', { clientX: 40, clientY: 820 }), page);
    expect(follower.position()).toEqual({ x: 40, y: 820 });
    page.dispatchEvent(new MouseEvent('pointermove', { clientX: 600, clientY: 300 }));
    expect(follower.position()).toEqual({ x: 600, y: 300 });
    follower.stop();
    page.dispatchEvent(new MouseEvent('pointermove', { clientX: 1, clientY: 1 }));
    expect(follower.position()).toEqual({ x: 600, y: 300 });
  });

  it('is unknown for a drag started from the keyboard', () => {
    expect(followPointer(new KeyboardEvent('keydown'), new EventTarget()).position()).toBeNull();
  });
});
