import { icon, picture } from '../../stock-material';
import type { CategoryContent } from './category-content';

/** 党建: a party-members service centre, traditional red and gold. */
export const PARTY_CONTENT: CategoryContent = {
  category: 'party',
  logo: 'logo-party',
  background: 'party',
  sleepBackground: 'party-sleep',
  greeting: '您好，欢迎来到党群服务中心',
  wakePrompt: '想了解党史，请说',
  questions: ['讲讲建党的故事', '党员活动室在哪里？', '组织关系怎么转接？', '最近有什么学习活动？'],
  features: [
    { title: '党史学习', subtitle: '百年党史 知识问答', icon: icon('book') },
    { title: '组织生活', subtitle: '三会一课 主题党日', icon: icon('people') },
    { title: '志愿服务', subtitle: '报名参加志愿活动', icon: icon('heart') },
    { title: '先锋模范', subtitle: '身边的榜样', icon: icon('medal') },
    { title: '主题活动', subtitle: '本月活动安排', icon: icon('flag') },
    { title: '党务咨询', subtitle: '关系转接 党费缴纳', icon: icon('chat') },
  ],
  pictureCardsTitle: '红色阵地',
  pictureCards: [
    { title: '党史学习馆', subtitle: '重温百年奋斗历程', image: picture('party-history') },
    { title: '红色教育基地', subtitle: '缅怀先烈 砥砺前行', image: picture('red-landmark') },
    { title: '志愿服务站', subtitle: '有需要 找党员', image: picture('volunteer') },
    { title: '党员书屋', subtitle: '藏书五千余册', image: picture('study-room') },
  ],
  slides: [
    { src: picture('party-history'), text: '不忘初心 牢记使命', subText: '赓续红色血脉，汲取奋进力量' },
    { src: picture('rural-revival'), text: '乡村振兴 共同富裕', subText: '党建引领基层治理新格局' },
    { src: picture('volunteer'), text: '志愿服务 温暖你我', subText: '党员志愿者服务队常年招募' },
  ],
  newsTitle: '党建动态',
  news: [
    { src: picture('flag-ceremony'), text: '本月主题党日活动', subText: '25 日上午 9:00 一楼报告厅' },
    { src: picture('study-room'), text: '党员读书分享会', subText: '每周四晚 19:00 党员书屋' },
    { src: picture('volunteer'), text: '社区志愿者招募', subText: '关爱老人 清洁家园 等你加入' },
  ],
  intro: {
    title: '中心简介',
    texts: [
      '党群服务中心集党员教育、组织生活、志愿服务、便民服务于一体，面向党员和群众全天开放。',
      '中心设党史学习馆、党员活动室、党员书屋和志愿服务站，欢迎基层党组织预约开展活动。',
    ],
    images: [picture('party-history'), picture('study-room'), picture('volunteer')],
  },
  qaTitle: '党务问答',
  qa: [
    {
      question: '组织关系怎么转接？',
      answer: '可通过全国党员管理信息系统线上办理，也可持介绍信到中心党务窗口办理。',
    },
    {
      question: '申请入党有哪些步骤？',
      answer: '递交入党申请书、确定入党积极分子、发展对象、预备党员，预备期满后按期转正。',
    },
    {
      question: '活动室怎么预约？',
      answer: '请提前三天到服务台登记，或拨打中心电话预约，免费向基层党组织开放。',
    },
  ],
  categoriesTitle: '党务知识',
  categories: [
    {
      name: '党史知识',
      icon: icon('book'),
      questions: ['中国共产党是哪一年成立的？', '讲讲长征的故事', '什么是红船精神？'],
    },
    { name: '组织生活', icon: icon('people'), questions: ['什么是“三会一课”？', '主题党日一般做什么？'] },
    {
      name: '党员服务',
      icon: icon('chat'),
      questions: ['党费怎么缴纳？', '组织关系怎么转接？', '流动党员怎么管理？'],
    },
  ],
  navigation: {
    title: '带我去',
    subtitle: '选择您要去的地方，我为您引路',
    map: picture('party-history'),
    destinations: [
      { name: '党史学习馆', description: '一层东侧', icon: icon('book') },
      { name: '党员活动室', description: '二层 201', icon: icon('people') },
      { name: '党员书屋', description: '二层 205', icon: icon('document') },
      { name: '志愿服务站', description: '一层入口', icon: icon('heart') },
      { name: '报告厅', description: '一层北侧', icon: icon('flag') },
      { name: '洗手间', description: '各层西侧', icon: icon('toilet') },
    ],
  },
  patrol: {
    title: '巡查中',
    tip: '我正在巡查，需要帮助请叫我',
    stops: [
      { name: '党史学习馆', description: '讲解党史故事', image: picture('party-history') },
      { name: '党员书屋', description: '推荐学习书目', image: picture('study-room') },
      { name: '志愿服务站', description: '介绍志愿活动', image: picture('volunteer') },
      { name: '报告厅', description: '提醒活动时间', image: picture('flag-ceremony') },
    ],
  },
  sleep: { title: '党群服务中心', subtitle: '不忘初心 · 牢记使命' },
  heard: '讲讲建党的故事',
  speech: '1921 年 7 月，中国共产党第一次全国代表大会在上海召开，后转移到嘉兴南湖的一艘红船上完成议程。',
  floatingButton: { text: '党务咨询', icon: icon('chat'), question: '我想咨询党务问题' },
};
