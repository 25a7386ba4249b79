import { describe, expect, it } from 'vitest';
import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES } from '../shared/screen/tags/registry';
import { draggedPaletteEntry, paletteDragSource, paletteEntryByKey } from './dnd';

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
