import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../categories';
import { MEDIA_SWIPER_DURATION_MS } from '../constants';
import { field } from '../fields';

/** Field groups several tags share. */

export const themeAttr = field.choice(
  '配色',
  TEMPLATE_CATEGORIES.map((value) => ({
    value,
    label: { exhibition: '展厅·活泼', government: '政务·庄重', party: '党建·红金', other: '通用·清新' }[
      value
    ],
  })),
);

export const pageAttrs = z.object({ theme: themeAttr });

export const featureItem = field.group('功能', {
  title: field.text('标题', { max: 12 }),
  subtitle: field.text('副标题', { max: 24, optional: true }),
  icon: field.image('图标'),
});

export const mediaSwiperItem = field.group('轮播项', {
  src: field.media('图片或视频'),
  duration: field.number('停留时长（毫秒）', { min: 1000, max: 600000, step: 500 }),
  text: field.text('标题', { max: 24, optional: true }),
  subText: field.text('说明', { max: 60, optional: true }),
});

export type MediaSwiperItem = z.output<typeof mediaSwiperItem>;

export function swiperItem(src: string, text: string, subText: string): z.input<typeof mediaSwiperItem> {
  return { src, duration: MEDIA_SWIPER_DURATION_MS, text, subText };
}

export const noAttrs = z.object({});
export const noData = z.object({});
