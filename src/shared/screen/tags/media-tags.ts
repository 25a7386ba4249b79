import { z } from 'zod';
import { field } from '../fields';
import { picture } from '../stock-material';
import { defineTag } from './define';
import { mediaSwiperItem, noAttrs, swiperItem } from './shared-fields';

/** Swipers of pictures and videos. */

export const mediaSwiper = defineTag({
  tag: 'rb-media-swiper',
  name: '媒体轮播',
  kind: 'widget',
  data: z.object({
    items: field.list('轮播项', mediaSwiperItem, { min: 1, max: 20, itemLabel: '张' }),
    card: field.group('信息卡片', {
      src: field.image('卡片图片', { optional: true }),
      lines: field.textList('卡片文字', { min: 0, max: 4, itemMax: 30, itemLabel: '行' }),
    }),
  }),
  attrs: z.object({
    height: field.number('高度（设计单位）', { min: 120, max: 1200, step: 10 }),
    showCard: field.switch('显示信息卡片'),
  }),
  accepts: null,
}).withDefaults(() => ({
  data: {
    items: [
      swiperItem(picture('hall-entrance'), '欢迎参观', '探索科技与未来的奇妙旅程'),
      swiperItem(picture('exhibit-space'), '星空探索', '走进浩瀚宇宙，感受星辰大海'),
      swiperItem(picture('exhibit-ocean'), '海洋世界', '认识神秘的深海生物'),
    ],
    card: { src: '', lines: ['今日开放 9:00–17:00', '讲解时间 10:00 / 14:00 / 16:00'] },
  },
  attrs: { height: 420, showCard: false },
}));

export const sleepFullSwiper = defineTag({
  tag: 'rb-sleep-full-swiper',
  name: '全屏轮播',
  kind: 'widget',
  data: z.object({ items: field.list('轮播项', mediaSwiperItem, { min: 1, max: 20, itemLabel: '张' }) }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    items: [
      swiperItem(picture('garden'), '欢迎光临', '祝您度过愉快的一天'),
      swiperItem(picture('city-skyline'), '城市之光', '美好生活从这里开始'),
    ],
  },
  attrs: {},
}));
