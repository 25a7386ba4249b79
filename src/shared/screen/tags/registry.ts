import type { z } from 'zod';
import type { PageType } from '../document';
import type { IdFactory } from '../ids';
import type { ScreenNode } from '../node';
import type { Orientation } from '../orientation';
import { contentPage, footerDrawer } from './container-tags';
import type { TagDefinition } from './define';
import { floatingButtonLayer, logoLayer, stickerLayer } from './layer-tags';
import { mediaSwiper, sleepFullSwiper } from './media-tags';
import {
  featureCard,
  featureCardList,
  featureList,
  IMAGE_TEXT_LAYOUT_NAMES,
  IMAGE_TEXT_LAYOUTS,
  imageTextCard,
  MEDIA_SWIPER_CARD_TYPE_NAMES,
  MEDIA_SWIPER_CARD_TYPES,
  mediaListCard,
  mediaSwiperCard,
} from './module-tags';
import {
  hmainPage1,
  hmainPage2,
  navigationPage,
  patrolPage,
  sleepPage,
  sleepSwiperPage,
  vmainPage1,
  vmainPage2,
  vmainPage3,
  vmainPage4,
  vmainPage5,
} from './page-tags';
import {
  awake,
  qaSwiper,
  questionCategory,
  questionHint,
  questionHintAwake,
  unknownQuestion,
} from './prompt-tags';
import { robotControl, robotRecognition, robotSpeech, volumeControl } from './robot-tags';

/** Every tag a document may use, keyed by tag. */
export const TAG_DEFINITIONS = {
  'vmain-page-1': vmainPage1,
  'vmain-page-2': vmainPage2,
  'vmain-page-3': vmainPage3,
  'vmain-page-4': vmainPage4,
  'vmain-page-5': vmainPage5,
  'hmain-page-1': hmainPage1,
  'hmain-page-2': hmainPage2,
  'rb-sleep-hoc': sleepPage,
  'rb-sleep-swiper-hoc': sleepSwiperPage,
  'rb-navigation-page': navigationPage,
  'rb-patrol-page': patrolPage,
  'rb-page': contentPage,
  'rb-footer-drawer': footerDrawer,
  'rb-awake': awake,
  'rb-question-hint': questionHint,
  'rb-question-hint-awake': questionHintAwake,
  'rb-question-category': questionCategory,
  'rb-qa-swiper': qaSwiper,
  'rb-unknown-question': unknownQuestion,
  'rb-robot-recognition': robotRecognition,
  'rb-robot-speech': robotSpeech,
  'rb-robot-control': robotControl,
  'rb-volume-control': volumeControl,
  'rb-media-swiper': mediaSwiper,
  'rb-sleep-full-swiper': sleepFullSwiper,
  'rb-feature-card': featureCard,
  'rb-feature-list': featureList,
  'rb-feature-card-list': featureCardList,
  'rb-image-text-card': imageTextCard,
  'rb-media-swiper-card': mediaSwiperCard,
  'rb-media-list-card': mediaListCard,
  'rb-logo': logoLayer,
  'rb-sticker': stickerLayer,
  'rb-floating-button': floatingButtonLayer,
} as const;

export type KnownTag = keyof typeof TAG_DEFINITIONS;
export type TagData<T extends KnownTag> = z.output<(typeof TAG_DEFINITIONS)[T]['data']>;
export type TagAttrs<T extends KnownTag> = z.output<(typeof TAG_DEFINITIONS)[T]['attrs']>;

const definitions: ReadonlyMap<string, TagDefinition> = new Map(Object.entries(TAG_DEFINITIONS));

export function isKnownTag(tag: string): tag is KnownTag {
  return definitions.has(tag);
}

export function tagDefinition(tag: string): TagDefinition | undefined {
  return definitions.get(tag);
}

export function allTagDefinitions(): TagDefinition[] {
  return [...definitions.values()];
}

/** Page tags for a page type (and, for main pages, an orientation), in registry order. */
export function pageTagsFor(type: PageType, orientation?: Orientation): TagDefinition[] {
  return allTagDefinitions().filter(
    (definition) =>
      definition.kind === 'page' &&
      definition.pageType === type &&
      (orientation === undefined ||
        definition.orientation === undefined ||
        definition.orientation === orientation),
  );
}

/** Whether a node of `childTag` may be placed inside a node of `parentTag`. */
export function acceptsChild(parentTag: string, childTag: string): boolean {
  const rule = definitions.get(parentTag)?.accepts;
  const child = definitions.get(childTag);
  if (!rule || !child) return false;
  return rule.kinds.includes(child.kind) || rule.tags.includes(childTag);
}

/** A new node of a known tag with its sample content. */
export function createNode(
  tag: KnownTag,
  createId: IdFactory,
  overrides: Partial<Pick<ScreenNode, 'attrs' | 'data'>> = {},
): ScreenNode {
  const defaults = TAG_DEFINITIONS[tag].defaults();
  return {
    id: createId(),
    tag,
    attrs: { ...defaults.attrs, ...overrides.attrs },
    styles: { ...defaults.styles },
    data: { ...defaults.data, ...overrides.data },
    children: [],
  };
}

/** One entry of the module palette: a module tag, with a variant preset where it has several. */
export interface PaletteEntry {
  key: string;
  tag: KnownTag;
  name: string;
  attrs: Record<string, unknown>;
}

export const PALETTE_ENTRIES: readonly PaletteEntry[] = [
  { key: 'feature-list', tag: 'rb-feature-list', name: featureList.name, attrs: {} },
  { key: 'feature-card', tag: 'rb-feature-card', name: featureCard.name, attrs: {} },
  { key: 'feature-card-list', tag: 'rb-feature-card-list', name: featureCardList.name, attrs: {} },
  ...IMAGE_TEXT_LAYOUTS.map((layout) => ({
    key: `image-text-card-${layout}`,
    tag: 'rb-image-text-card' as const,
    name: `${imageTextCard.name}·${IMAGE_TEXT_LAYOUT_NAMES[layout]}`,
    attrs: { layout },
  })),
  ...MEDIA_SWIPER_CARD_TYPES.map((type) => ({
    key: `media-swiper-card-${type}`,
    tag: 'rb-media-swiper-card' as const,
    name: `${mediaSwiperCard.name}·${MEDIA_SWIPER_CARD_TYPE_NAMES[type]}`,
    attrs: { type },
  })),
  { key: 'media-list-card', tag: 'rb-media-list-card', name: mediaListCard.name, attrs: {} },
];

/** Free layers a designer adds from the palette (the logo comes with the page templates). */
export const LAYER_PALETTE_ENTRIES: readonly PaletteEntry[] = [
  { key: 'sticker', tag: 'rb-sticker', name: stickerLayer.name, attrs: {} },
  { key: 'floating-button', tag: 'rb-floating-button', name: floatingButtonLayer.name, attrs: {} },
];

export function createPaletteNode(entry: PaletteEntry, createId: IdFactory): ScreenNode {
  return createNode(entry.tag, createId, { attrs: entry.attrs });
}
