import { z } from 'zod';
import { field } from '../fields';
import type { Orientation } from '../orientation';
import { background, icon, picture } from '../stock-material';
import { type ChildRule, defineTag } from './define';
import { pageAttrs } from './shared-fields';

/** Page roots: the spec's page types and their "hoc" tags. */

const mainPageChildren: ChildRule = { kinds: ['container', 'module', 'widget', 'layer'], tags: [] };

const mainPageData = z.object({
  background: field.image('背景图', { optional: true }),
  showClock: field.switch('显示时间'),
});

function mainPage(tag: string, name: string, orientation: Orientation) {
  return defineTag({
    tag,
    name,
    kind: 'page',
    pageType: 'MAIN',
    orientation,
    data: mainPageData,
    attrs: pageAttrs,
    accepts: mainPageChildren,
  }).withDefaults(() => ({
    data: { background: background('other'), showClock: true },
    attrs: { theme: 'other' },
  }));
}

export const vmainPage1 = mainPage('vmain-page-1', '竖屏主页·经典', 'vertical');
export const vmainPage2 = mainPage('vmain-page-2', '竖屏主页·图文', 'vertical');
export const vmainPage3 = mainPage('vmain-page-3', '竖屏主页·分栏', 'vertical');
export const vmainPage4 = mainPage('vmain-page-4', '竖屏主页·资讯', 'vertical');
export const vmainPage5 = mainPage('vmain-page-5', '竖屏主页·沉浸', 'vertical');
export const hmainPage1 = mainPage('hmain-page-1', '横屏主页·左右分栏', 'horizontal');
export const hmainPage2 = mainPage('hmain-page-2', '横屏主页·大图轮播', 'horizontal');

export const sleepPage = defineTag({
  tag: 'rb-sleep-hoc',
  name: '待机唤醒页',
  kind: 'page',
  pageType: 'SLEEP',
  data: z.object({
    background: field.image('背景图', { optional: true }),
    title: field.text('标题', { max: 20 }),
    subtitle: field.text('副标题', { max: 40, optional: true }),
    showClock: field.switch('显示时间'),
  }),
  attrs: pageAttrs,
  accepts: { kinds: ['layer'], tags: ['rb-awake', 'rb-question-hint-awake'] },
}).withDefaults(() => ({
  data: {
    background: background('other-sleep'),
    title: '欢迎光临',
    subtitle: '走近我，或者叫我的名字，我就会醒来',
    showClock: true,
  },
  attrs: { theme: 'other' },
}));

export const sleepSwiperPage = defineTag({
  tag: 'rb-sleep-swiper-hoc',
  name: '轮播待机页',
  kind: 'page',
  pageType: 'SLEEP',
  data: z.object({ showClock: field.switch('显示时间') }),
  attrs: pageAttrs,
  accepts: { kinds: ['layer'], tags: ['rb-sleep-full-swiper', 'rb-awake'] },
}).withDefaults(() => ({ data: { showClock: true }, attrs: { theme: 'other' } }));

export const navigationPage = defineTag({
  tag: 'rb-navigation-page',
  name: '导航页',
  kind: 'page',
  pageType: 'NAVIGATION',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    subtitle: field.text('副标题', { max: 40, optional: true }),
    background: field.image('背景图', { optional: true }),
    map: field.image('地图', { optional: true }),
    destinations: field.list(
      '目的地',
      field.group('目的地', {
        pointId: field.mapPoint('地图点位'),
        name: field.text('名称', { max: 12 }),
        description: field.text('说明', { max: 24, optional: true }),
        icon: field.image('图标'),
      }),
      { min: 1, max: 24, itemLabel: '目的地' },
    ),
  }),
  attrs: pageAttrs,
  accepts: { kinds: ['layer'], tags: ['rb-robot-speech', 'rb-robot-control'] },
}).withDefaults(() => ({
  data: {
    title: '带我去',
    subtitle: '选择目的地，我带您过去',
    background: background('other'),
    map: picture('garden'),
    destinations: [
      { name: '服务台', description: '咨询与帮助', icon: icon('service') },
      { name: '洗手间', description: '一层东侧', icon: icon('toilet') },
      { name: '电梯厅', description: '直达各楼层', icon: icon('elevator') },
      { name: '餐厅', description: '二层美食区', icon: icon('restaurant') },
      { name: '停车场', description: '地下一层', icon: icon('car') },
      { name: '出口', description: '南门出口', icon: icon('home') },
    ],
  },
  attrs: { theme: 'other' },
}));

export const patrolPage = defineTag({
  tag: 'rb-patrol-page',
  name: '巡逻页',
  kind: 'page',
  pageType: 'PATROL',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    tip: field.text('巡逻提示', { max: 40 }),
    background: field.image('背景图', { optional: true }),
    stops: field.list(
      '巡逻点',
      field.group('巡逻点', {
        name: field.text('名称', { max: 12 }),
        description: field.text('说明', { max: 40, optional: true }),
        image: field.image('图片', { optional: true }),
      }),
      { min: 1, max: 20, itemLabel: '巡逻点' },
    ),
  }),
  attrs: pageAttrs,
  accepts: { kinds: ['layer'], tags: ['rb-robot-speech', 'rb-robot-control'] },
}).withDefaults(() => ({
  data: {
    title: '巡逻中',
    tip: '我正在巡逻，需要帮助请叫我',
    background: background('other'),
    stops: [
      { name: '大厅入口', description: '迎宾问候', image: picture('hotel-lobby') },
      { name: '休息区', description: '提醒注意安全', image: picture('garden') },
      { name: '服务台', description: '介绍服务项目', image: picture('shop-front') },
    ],
  },
  attrs: { theme: 'other' },
}));
