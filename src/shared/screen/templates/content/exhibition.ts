import { icon, picture } from '../../stock-material';
import type { CategoryContent } from './category-content';

/** 展厅: a science and culture exhibition hall, lively. */
export const EXHIBITION_CONTENT: CategoryContent = {
  category: 'exhibition',
  logo: 'logo-exhibition',
  background: 'exhibition',
  sleepBackground: 'exhibition-sleep',
  greeting: '欢迎来到智慧展馆，我是讲解员小智',
  wakePrompt: '想听讲解，请对我说',
  questions: ['带我参观一下吧', '今天有哪些讲解场次？', '最受欢迎的展区是哪个？', '洗手间在哪里？'],
  features: [
    { title: '展馆导览', subtitle: '推荐最佳参观路线', icon: icon('guide') },
    { title: '讲解预约', subtitle: '每日四场专业讲解', icon: icon('calendar') },
    { title: '互动体验', subtitle: '科学实验与机器人', icon: icon('lightbulb') },
    { title: '合影留念', subtitle: '和我拍张照吧', icon: icon('camera') },
    { title: '文创商店', subtitle: '把展馆带回家', icon: icon('gift') },
    { title: '服务中心', subtitle: '寄存、轮椅、咨询', icon: icon('service') },
  ],
  pictureCardsTitle: '特色展区',
  pictureCards: [
    { title: '未来科技馆', subtitle: '人工智能与机器人', image: picture('exhibit-tech') },
    { title: '星空探索馆', subtitle: '走进浩瀚宇宙', image: picture('exhibit-space') },
    { title: '海洋生命馆', subtitle: '认识神秘深海', image: picture('exhibit-ocean') },
    { title: '历史文化馆', subtitle: '千年文明的印记', image: picture('exhibit-history') },
  ],
  slides: [
    { src: picture('hall-entrance'), text: '欢迎来到智慧展馆', subText: '探索科技与未来的奇妙旅程' },
    { src: picture('exhibit-space'), text: '星空探索特展', subText: '带你走近浩瀚宇宙，感受星辰大海' },
    { src: picture('exhibit-ocean'), text: '深海奇遇', subText: '沉浸式海洋影院 每日 10:00 / 15:00 放映' },
  ],
  newsTitle: '展馆资讯',
  news: [
    { src: picture('exhibit-space'), text: '航天主题周开幕', subText: '本周六起，航天员见面会等你来' },
    { src: picture('exhibit-tech'), text: '机器人剧场首演', subText: '每天 10:30、15:00 精彩上演' },
    { src: picture('study-room'), text: '亲子科学营招募', subText: '适合 6–12 岁的小朋友报名' },
  ],
  intro: {
    title: '展馆简介',
    texts: [
      '智慧展馆设有科技、星空、海洋、历史四大主题展区，展品逾三千件，每年接待观众超过百万人次。',
      '馆内提供免费讲解、互动实验与研学课程，欢迎预约团体参观。',
    ],
    images: [picture('hall-entrance'), picture('exhibit-art'), picture('exhibit-tech')],
  },
  qaTitle: '大家都在问',
  qa: [
    {
      question: '开放时间是几点？',
      answer: '每天 9:00 至 17:00 开放，16:30 停止入场，周一闭馆（法定节假日除外）。',
    },
    { question: '参观需要预约吗？', answer: '个人参观凭身份证免费入场；十人以上团体请提前一天预约。' },
    { question: '馆内可以拍照吗？', answer: '可以拍照，请关闭闪光灯，部分特展区域禁止拍摄，请留意提示。' },
  ],
  categoriesTitle: '热门问题',
  categories: [
    {
      name: '参观指南',
      icon: icon('guide'),
      questions: ['推荐一条参观路线', '讲解几点开始？', '看完全馆要多久？'],
    },
    {
      name: '便民服务',
      icon: icon('service'),
      questions: ['哪里可以寄存物品？', '有轮椅可以借用吗？', '母婴室在哪里？'],
    },
    { name: '交通出行', icon: icon('car'), questions: ['附近有地铁站吗？', '停车场在哪里？'] },
  ],
  navigation: {
    title: '带我去',
    subtitle: '选择您想去的展区，我带您过去',
    map: picture('hall-entrance'),
    destinations: [
      { name: '序厅', description: '一层中央', icon: icon('home') },
      { name: '未来科技馆', description: '一层东侧', icon: icon('lightbulb') },
      { name: '星空探索馆', description: '二层', icon: icon('star') },
      { name: '海洋生命馆', description: '二层西侧', icon: icon('heart') },
      { name: '服务台', description: '入口右侧', icon: icon('service') },
      { name: '洗手间', description: '各层东侧', icon: icon('toilet') },
      { name: '文创商店', description: '一层出口', icon: icon('gift') },
      { name: '电梯厅', description: '直达各层', icon: icon('elevator') },
    ],
  },
  patrol: {
    title: '巡馆中',
    tip: '我正在巡馆，需要讲解请叫我',
    stops: [
      { name: '序厅', description: '迎宾问候', image: picture('hall-entrance') },
      { name: '未来科技馆', description: '介绍当日活动', image: picture('exhibit-tech') },
      { name: '星空探索馆', description: '提醒文明参观', image: picture('exhibit-space') },
      { name: '海洋生命馆', description: '讲解热门展品', image: picture('exhibit-ocean') },
    ],
  },
  sleep: { title: '智慧展馆欢迎您', subtitle: '走近我，或者叫我的名字，我就会醒来' },
  heard: '今天有哪些讲解场次？',
  speech: '今天还有两场讲解，分别在 14:00 和 16:00，从序厅出发，需要我帮您预约吗？',
  floatingButton: { text: '预约讲解', icon: icon('calendar'), question: '我想预约讲解' },
};
