import { describe, expect, it } from 'vitest';
import { fieldMetaOf } from '../fields';
import { createSequentialIds } from '../ids';
import {
  acceptsChild,
  allTagDefinitions,
  createNode,
  createPaletteNode,
  isKnownTag,
  PALETTE_ENTRIES,
  pageTagsFor,
  TAG_DEFINITIONS,
} from './registry';

describe('tag registry', () => {
  it('keys every definition by its own tag', () => {
    for (const [key, definition] of Object.entries(TAG_DEFINITIONS)) expect(definition.tag).toBe(key);
  });

  it('ships sample content that passes its own schema, for every tag', () => {
    for (const definition of allTagDefinitions()) {
      const { data, attrs } = definition.defaults();
      expect(definition.data.safeParse(data).error?.issues, definition.tag).toBeUndefined();
      expect(definition.attrs.safeParse(attrs).error?.issues, definition.tag).toBeUndefined();
      expect(definition.name).toMatch(/[\u4e00-\u9fa5]|Logo/);
    }
  });

  it('has the spec page tags for each page type and orientation', () => {
    const tags = (type: Parameters<typeof pageTagsFor>[0], orientation?: 'vertical' | 'horizontal') =>
      pageTagsFor(type, orientation).map((definition) => definition.tag);
    expect(tags('MAIN', 'vertical')).toEqual([
      'vmain-page-1',
      'vmain-page-2',
      'vmain-page-3',
      'vmain-page-4',
      'vmain-page-5',
    ]);
    expect(tags('MAIN', 'horizontal')).toEqual(['hmain-page-1', 'hmain-page-2']);
    expect(tags('SLEEP')).toEqual(['rb-sleep-hoc', 'rb-sleep-swiper-hoc']);
    expect(tags('NAVIGATION')).toEqual(['rb-navigation-page']);
    expect(tags('PATROL')).toEqual(['rb-patrol-page']);
  });

  it('offers the palette of the spec: six modules, image-text in three layouts, media swiper cards in four types', () => {
    expect(PALETTE_ENTRIES.map((entry) => entry.name)).toEqual([
      '功能列表',
      '功能卡片',
      '卡片列表',
      '图文卡片·单文单图',
      '图文卡片·单文多图',
      '图文卡片·多文单图',
      '媒体轮播卡片·常规',
      '媒体轮播卡片·文字在下',
      '媒体轮播卡片·文字叠加',
      '媒体轮播卡片·多卡片',
      '媒体列表卡片',
    ]);
    const node = createPaletteNode(PALETTE_ENTRIES[5], createSequentialIds('m'));
    expect(node).toMatchObject({
      id: 'm-1',
      tag: 'rb-image-text-card',
      attrs: { layout: 'MultiTextSingleImage' },
    });
  });

  it('creates nodes with sample content and says where they may go', () => {
    const node = createNode('rb-question-hint', createSequentialIds());
    expect(node.data.questions).toContain('洗手间在哪里？');
    expect(acceptsChild('rb-page', 'rb-feature-list')).toBe(true);
    expect(acceptsChild('vmain-page-1', 'rb-logo')).toBe(true);
    expect(acceptsChild('rb-sleep-hoc', 'rb-feature-list')).toBe(false);
    expect(acceptsChild('rb-feature-card', 'rb-feature-card')).toBe(false);
    expect(acceptsChild('rb-page', 'rb-unheard-of')).toBe(false);
    expect(isKnownTag('vmain-page-6')).toBe(false);
  });

  it('describes fields for the property panel in Chinese', () => {
    const shape = TAG_DEFINITIONS['rb-feature-card'].data.shape;
    expect(fieldMetaOf(shape.title)).toMatchObject({ label: '标题', kind: 'text', max: 12 });
    expect(fieldMetaOf(shape.icon)).toMatchObject({ label: '图标', kind: 'image' });
    expect(fieldMetaOf(TAG_DEFINITIONS['rb-feature-list'].attrs.shape.layout)?.options?.[1]).toEqual({
      value: 'column',
      label: '分栏（2列×3项）',
    });
  });
});
