import { z } from 'zod';
import { field } from '../fields';
import { icon, picture } from '../stock-material';
import { defineTag } from './define';
import { featureItem, mediaSwiperItem, noAttrs, swiperItem } from './shared-fields';

/** The modules of the palette (spec section 1): what a designer composes a page from. */

const SAMPLE_FEATURES = [
  { title: '展馆导览', subtitle: '带您参观每个展区', icon: icon('guide') },
  { title: '活动预约', subtitle: '讲解与体验活动', icon: icon('calendar') },
  { title: '便民服务', subtitle: '寄存、轮椅、充电', icon: icon('service') },
  { title: '互动合影', subtitle: '和我拍张照吧', icon: icon('camera') },
  { title: '失物招领', subtitle: '找回遗失物品', icon: icon('info') },
  { title: '联系我们', subtitle: '人工服务热线', icon: icon('phone') },
];

export const featureCard = defineTag({
  tag: 'rb-feature-card',
  name: '功能卡片',
  kind: 'module',
  data: z.object({
    title: field.text('标题', { max: 12 }),
    subtitle: field.text('副标题', { max: 30, optional: true }),
    icon: field.image('图标'),
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: { title: '智能导览', subtitle: '说出目的地，我带您过去', icon: icon('guide') },
  attrs: {},
}));

export const featureList = defineTag({
  tag: 'rb-feature-list',
  name: '功能列表',
  kind: 'module',
  data: z.object({
    dataSource: field.list(
      '功能分组',
      field.list('功能', featureItem, { min: 1, max: 12, itemLabel: '个功能' }),
      {
        min: 1,
        max: 6,
        itemLabel: '组',
      },
    ),
  }),
  attrs: z.object({
    layout: field.choice('排列方式', [
      { value: 'row', label: '横排（显示前4项）' },
      { value: 'column', label: '分栏（2列×3项）' },
    ]),
    style: field.choice('样式', [
      { value: 'normal', label: '图标+文字' },
      { value: 'text', label: '纯文字' },
      { value: 'text-inline', label: '图文同行' },
      { value: 'cards', label: '卡片' },
    ]),
  }),
  accepts: null,
}).withDefaults(() => ({
  data: { dataSource: [SAMPLE_FEATURES.slice(0, 3), SAMPLE_FEATURES.slice(3, 6)] },
  attrs: { layout: 'row', style: 'normal' },
}));

export const featureCardList = defineTag({
  tag: 'rb-feature-card-list',
  name: '卡片列表',
  kind: 'module',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    icon: field.image('标题图标', { optional: true }),
    dataSource: field.list(
      '卡片',
      field.group('卡片', {
        title: field.text('标题', { max: 14 }),
        subtitle: field.text('副标题', { max: 30, optional: true }),
        image: field.image('图片'),
      }),
      { min: 1, max: 12, itemLabel: '张卡片' },
    ),
  }),
  attrs: z.object({
    size: field.choice('卡片尺寸', [
      { value: 'small', label: '小' },
      { value: 'medium', label: '中' },
      { value: 'large', label: '大' },
    ]),
  }),
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '特色展区',
    icon: icon('star'),
    dataSource: [
      { title: '未来科技馆', subtitle: '人工智能与机器人', image: picture('exhibit-tech') },
      { title: '历史文化馆', subtitle: '千年文明的印记', image: picture('exhibit-history') },
      { title: '星空探索馆', subtitle: '宇宙与航天', image: picture('exhibit-space') },
    ],
  },
  attrs: { size: 'medium' },
}));

export const IMAGE_TEXT_LAYOUTS = [
  'SingleTextSingleImage',
  'SingleTextMultiImage',
  'MultiTextSingleImage',
] as const;
export type ImageTextLayout = (typeof IMAGE_TEXT_LAYOUTS)[number];
export const IMAGE_TEXT_LAYOUT_NAMES: Record<ImageTextLayout, string> = {
  SingleTextSingleImage: '单文单图',
  SingleTextMultiImage: '单文多图',
  MultiTextSingleImage: '多文单图',
};

export const imageTextCard = defineTag({
  tag: 'rb-image-text-card',
  name: '图文卡片',
  kind: 'module',
  data: z.object({
    title: field.text('标题', { max: 20 }),
    texts: field.textList('正文', { min: 1, max: 4, itemMax: 120, itemLabel: '段' }),
    images: field.list('图片', field.image('图片'), { min: 1, max: 4, itemLabel: '张' }),
  }),
  attrs: z.object({
    layout: field.choice(
      '布局',
      IMAGE_TEXT_LAYOUTS.map((value) => ({ value, label: IMAGE_TEXT_LAYOUT_NAMES[value] })),
    ),
  }),
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '场馆简介',
    texts: [
      '这里汇集了科技、历史与艺术三大主题展区，每年接待观众逾百万人次。',
      '馆内设有互动体验区与多功能报告厅，欢迎预约团体参观与讲解服务。',
    ],
    images: [picture('hall-entrance'), picture('exhibit-art'), picture('exhibit-tech')],
  },
  attrs: { layout: 'SingleTextSingleImage' },
}));

export const MEDIA_SWIPER_CARD_TYPES = ['Normal', 'Text', 'TextInline', 'Cards'] as const;
export type MediaSwiperCardType = (typeof MEDIA_SWIPER_CARD_TYPES)[number];
export const MEDIA_SWIPER_CARD_TYPE_NAMES: Record<MediaSwiperCardType, string> = {
  Normal: '常规',
  Text: '文字在下',
  TextInline: '文字叠加',
  Cards: '多卡片',
};

export const mediaSwiperCard = defineTag({
  tag: 'rb-media-swiper-card',
  name: '媒体轮播卡片',
  kind: 'module',
  data: z.object({
    title: field.text('标题', { max: 16, optional: true }),
    items: field.list('轮播项', mediaSwiperItem, { min: 1, max: 20, itemLabel: '张' }),
  }),
  attrs: z.object({
    type: field.choice(
      '类型',
      MEDIA_SWIPER_CARD_TYPES.map((value) => ({ value, label: MEDIA_SWIPER_CARD_TYPE_NAMES[value] })),
    ),
  }),
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '精彩推荐',
    items: [
      swiperItem(picture('exhibit-tech'), '机器人剧场', '每天 10:30、15:00 精彩上演'),
      swiperItem(picture('exhibit-ocean'), '深海奇遇', '沉浸式海洋影院'),
      swiperItem(picture('exhibit-art'), '光影艺术展', '限时展出至月底'),
    ],
  },
  attrs: { type: 'Normal' },
}));

export const mediaListCard = defineTag({
  tag: 'rb-media-list-card',
  name: '媒体列表卡片',
  kind: 'module',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    items: field.list(
      '列表项',
      field.group('列表项', {
        src: field.media('图片或视频'),
        text: field.text('标题', { max: 20 }),
        subText: field.text('说明', { max: 40, optional: true }),
      }),
      { min: 1, max: 20, itemLabel: '项' },
    ),
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '最新资讯',
    items: [
      { src: picture('exhibit-space'), text: '航天主题周开幕', subText: '本周六起，航天员见面会等你来' },
      { src: picture('exhibit-history'), text: '文物修复公开课', subText: '每周三下午，跟专家学修复' },
      { src: picture('study-room'), text: '亲子科学营招募', subText: '适合 6–12 岁的小朋友' },
    ],
  },
  attrs: {},
}));
