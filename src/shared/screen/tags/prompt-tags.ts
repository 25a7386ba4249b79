import { z } from 'zod';
import { QA_SWIPER_PERIOD } from '../constants';
import { field } from '../fields';
import { avatar, icon } from '../stock-material';
import { defineTag } from './define';
import { noAttrs } from './shared-fields';

/** What tells a visitor how to talk to the robot: the wake prompt, question hints and answers. */

const greeting = field.text('问候语', { max: 24 });
const robotAvatar = field.image('机器人形象', { optional: true });
const hintTitle = field.text('提示标题', { max: 16 });
const questions = field.textList('示例问题', { min: 1, max: 8, itemMax: 20, itemLabel: '个问题' });

const SAMPLE_QUESTIONS = ['洗手间在哪里？', '今天有什么活动？', '带我去服务台', '给我讲讲这里的故事'];

export const awake = defineTag({
  tag: 'rb-awake',
  name: '唤醒提示',
  kind: 'widget',
  data: z.object({
    greeting,
    prompt: field.text('唤醒提示语', { max: 16 }),
    avatar: robotAvatar,
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: { greeting: '您好，我是您的智能助手', prompt: '想和我聊天，请说', avatar: avatar('robot-wave') },
  attrs: {},
}));

export const questionHint = defineTag({
  tag: 'rb-question-hint',
  name: '问题提示',
  kind: 'widget',
  data: z.object({ title: hintTitle, questions }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({ data: { title: '您可以这样问我', questions: SAMPLE_QUESTIONS }, attrs: {} }));

export const questionHintAwake = defineTag({
  tag: 'rb-question-hint-awake',
  name: '唤醒与问题提示',
  kind: 'widget',
  data: z.object({
    greeting,
    prompt: field.text('唤醒提示语', { max: 16 }),
    avatar: robotAvatar,
    title: hintTitle,
    questions,
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    greeting: '您好，很高兴为您服务',
    prompt: '想和我聊天，请说',
    avatar: avatar('robot'),
    title: '您可以这样问我',
    questions: SAMPLE_QUESTIONS.slice(0, 3),
  },
  attrs: {},
}));

export const questionCategory = defineTag({
  tag: 'rb-question-category',
  name: '问题分类',
  kind: 'widget',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    categories: field.list(
      '分类',
      field.group('分类', {
        name: field.text('分类名称', { max: 8 }),
        icon: field.image('图标'),
        questions: field.textList('问题', { min: 1, max: 6, itemMax: 20, itemLabel: '个问题' }),
      }),
      { min: 1, max: 8, itemLabel: '分类' },
    ),
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '热门问题',
    categories: [
      {
        name: '参观指南',
        icon: icon('guide'),
        questions: ['开放时间是几点？', '需要预约吗？', '可以拍照吗？'],
      },
      { name: '便民服务', icon: icon('service'), questions: ['哪里可以寄存物品？', '有轮椅可以借用吗？'] },
      { name: '交通出行', icon: icon('car'), questions: ['附近有地铁站吗？', '停车场在哪里？'] },
    ],
  },
  attrs: {},
}));

export const qaSwiper = defineTag({
  tag: 'rb-qa-swiper',
  name: '问答轮播',
  kind: 'widget',
  data: z.object({
    title: field.text('标题', { max: 16 }),
    period: field.number('轮播周期（毫秒）', { min: 1000, max: 600000, step: 500 }),
    items: field.list(
      '问答',
      field.group('问答', {
        question: field.text('问题', { max: 24 }),
        answer: field.textarea('回答', { max: 120 }),
      }),
      { min: 1, max: 20, itemLabel: '条问答' },
    ),
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '大家都在问',
    period: QA_SWIPER_PERIOD,
    items: [
      {
        question: '开放时间是几点？',
        answer: '每天 9:00 至 17:00 开放，16:30 停止入场，周一闭馆（节假日除外）。',
      },
      { question: '可以带宠物吗？', answer: '为了大家的安全与卫生，除导盲犬外，暂不允许携带宠物入内。' },
    ],
  },
  attrs: {},
}));

export const unknownQuestion = defineTag({
  tag: 'rb-unknown-question',
  name: '未知问题',
  kind: 'widget',
  data: z.object({
    title: field.text('标题', { max: 20 }),
    text: field.text('说明', { max: 40, optional: true }),
    suggestions: field.textList('推荐问题', { min: 0, max: 6, itemMax: 20, itemLabel: '个问题' }),
  }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: {
    title: '这个问题我还在学习中',
    text: '换个问法试试，或者问问下面这些吧',
    suggestions: ['这里有什么好玩的？', '洗手间在哪里？', '怎么联系工作人员？'],
  },
  attrs: {},
}));
