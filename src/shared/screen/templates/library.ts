import { CATEGORY_NAMES, TEMPLATE_CATEGORIES, type TemplateCategory } from '../categories';
import { PAGE_TYPE_NAMES, type PageType } from '../document';
import { createSequentialIds } from '../ids';
import { ORIENTATION_NAMES, type Orientation } from '../orientation';
import { TAG_DEFINITIONS } from '../tags/registry';
import type { CategoryContent } from './content/category-content';
import { EXHIBITION_CONTENT } from './content/exhibition';
import { GOVERNMENT_CONTENT } from './content/government';
import { OTHER_CONTENT } from './content/other';
import { PARTY_CONTENT } from './content/party';
import { type NodeBuilder, nodeBuilder } from './node-builder';
import {
  MAIN_PAGE_VARIANTS,
  mainPage,
  navigationPage,
  patrolPage,
  sleepPage,
  sleepSwiperPage,
} from './page-compositions';
import type { ScreenTemplate } from './template';

export const CATEGORY_CONTENT: Record<TemplateCategory, CategoryContent> = {
  exhibition: EXHIBITION_CONTENT,
  government: GOVERNMENT_CONTENT,
  party: PARTY_CONTENT,
  other: OTHER_CONTENT,
};

const ORIENTATIONS: readonly Orientation[] = ['vertical', 'horizontal'];

/** Pages that work in both orientations are offered once per orientation (their previews differ). */
const BOTH_ORIENTATIONS: ReadonlyArray<{
  tag: keyof typeof TAG_DEFINITIONS;
  pageType: PageType;
  build: (node: NodeBuilder, content: CategoryContent, orientation: Orientation) => ReturnType<NodeBuilder>;
}> = [
  { tag: 'rb-sleep-hoc', pageType: 'SLEEP', build: sleepPage },
  { tag: 'rb-sleep-swiper-hoc', pageType: 'SLEEP', build: sleepSwiperPage },
  { tag: 'rb-navigation-page', pageType: 'NAVIGATION', build: navigationPage },
  { tag: 'rb-patrol-page', pageType: 'PATROL', build: patrolPage },
];

function buildLibrary(): ScreenTemplate[] {
  const templates: ScreenTemplate[] = [];
  for (const category of TEMPLATE_CATEGORIES) {
    const content = CATEGORY_CONTENT[category];
    for (const variant of MAIN_PAGE_VARIANTS) {
      const id = `${category}-${variant}`;
      const definition = TAG_DEFINITIONS[variant];
      templates.push({
        id,
        name: `${CATEGORY_NAMES[category]}·${definition.name}`,
        category,
        pageType: 'MAIN',
        orientation: definition.orientation!,
        selectable: true,
        // Ids inside a template are stable (`<template id>-<n>`); using a template re-ids them.
        ast: mainPage(nodeBuilder(createSequentialIds(id)), content, variant),
      });
    }
    for (const { tag, pageType, build } of BOTH_ORIENTATIONS) {
      for (const orientation of ORIENTATIONS) {
        const id = `${category}-${tag}-${orientation}`;
        templates.push({
          id,
          name: `${CATEGORY_NAMES[category]}·${TAG_DEFINITIONS[tag].name}（${ORIENTATION_NAMES[orientation]}）`,
          category,
          pageType,
          orientation,
          selectable: true,
          ast: build(nodeBuilder(createSequentialIds(id)), content, orientation),
        });
      }
    }
  }
  return templates;
}

/** Every shipped template: for each category, 7 main pages and, per orientation, 2 sleep pages, a navigation and a patrol page. */
export const TEMPLATE_LIBRARY: readonly ScreenTemplate[] = buildLibrary();

const byId = new Map(TEMPLATE_LIBRARY.map((template) => [template.id, template]));

export function templateById(id: string): ScreenTemplate | undefined {
  return byId.get(id);
}

export interface TemplateFilter {
  category?: TemplateCategory;
  pageType?: PageType;
  orientation?: Orientation;
}

/** Templates for the picker's tabs: category (undefined = 全部), page type and orientation. */
export function findTemplates({ category, pageType, orientation }: TemplateFilter = {}): ScreenTemplate[] {
  return TEMPLATE_LIBRARY.filter(
    (template) =>
      (category === undefined || template.category === category) &&
      (pageType === undefined || template.pageType === pageType) &&
      (orientation === undefined || template.orientation === orientation),
  );
}

/** The picker's accordion groups: 主页, 唤醒页, 二级页面 (navigation and patrol pages). */
export const TEMPLATE_GROUPS = [
  { key: 'main', name: PAGE_TYPE_NAMES.MAIN, pageTypes: ['MAIN'] },
  { key: 'sleep', name: PAGE_TYPE_NAMES.SLEEP, pageTypes: ['SLEEP'] },
  { key: 'secondary', name: '二级页面', pageTypes: ['NAVIGATION', 'PATROL'] },
] as const satisfies ReadonlyArray<{ key: string; name: string; pageTypes: readonly PageType[] }>;
