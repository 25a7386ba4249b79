import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES, type PaletteEntry } from '../../shared/screen/tags/registry';

/** The palette's sections; variants of one module are grouped under its name. */
export interface PaletteGroup {
  title: string;
  entries: readonly PaletteEntry[];
}

const byTag = (tag: string) => PALETTE_ENTRIES.filter((entry) => entry.tag === tag);

export const PALETTE_GROUPS: readonly PaletteGroup[] = [
  {
    title: '功能模块',
    entries: PALETTE_ENTRIES.filter((entry) => byTag(entry.tag).length === 1),
  },
  { title: '图文卡片', entries: byTag('rb-image-text-card') },
  { title: '媒体轮播卡片', entries: byTag('rb-media-swiper-card') },
  { title: '自由图层', entries: LAYER_PALETTE_ENTRIES },
];

/** Tile names that would not fit a tile's width (the full name is the tile's label and tooltip). */
const SHORT_NAMES: Readonly<Record<string, string>> = { 'media-list-card': '媒体列表' };

/** A tile's short name: the variant for grouped entries (单文单图), else the module's name. */
export function tileName(entry: PaletteEntry): string {
  return SHORT_NAMES[entry.key] ?? entry.name.split('·').at(-1) ?? entry.name;
}
