import { z } from 'zod';
import { field } from '../fields';
import { type ChildRule, defineTag } from './define';
import { noAttrs } from './shared-fields';

/** Regions that hold the designer's modules. */

const CONTENT_WIDGETS = [
  'rb-question-hint',
  'rb-question-category',
  'rb-qa-swiper',
  'rb-media-swiper',
  'rb-unknown-question',
] as const;

const contentChildren: ChildRule = { kinds: ['module'], tags: CONTENT_WIDGETS };

export const contentPage = defineTag({
  tag: 'rb-page',
  name: '页面内容区',
  kind: 'container',
  data: z.object({ title: field.text('区域标题', { max: 16, optional: true }) }),
  attrs: noAttrs,
  accepts: contentChildren,
}).withDefaults(() => ({ data: { title: '' }, attrs: {} }));

export const footerDrawer = defineTag({
  tag: 'rb-footer-drawer',
  name: '底部抽屉',
  kind: 'container',
  data: z.object({ title: field.text('抽屉标题', { max: 10 }) }),
  attrs: z.object({ defaultOpen: field.switch('默认展开') }),
  accepts: contentChildren,
}).withDefaults(() => ({ data: { title: '更多服务' }, attrs: { defaultOpen: false } }));
