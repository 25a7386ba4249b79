import { icon, picture } from '../../stock-material';
import type { CategoryContent } from './category-content';

/** 政务: a government service hall, calm and formal. */
export const GOVERNMENT_CONTENT: CategoryContent = {
  category: 'government',
  logo: 'logo-government',
  background: 'government',
  sleepBackground: 'government-sleep',
  greeting: '您好，欢迎来到政务服务中心',
  wakePrompt: '办事咨询，请对我说',
  questions: ['身份证怎么补办？', '营业执照去几号窗口？', '社保卡怎么激活？', '带我去取号机'],
  features: [
    { title: '取号排队', subtitle: '查看叫号进度', icon: icon('ticket') },
    { title: '办事指南', subtitle: '材料清单一键查', icon: icon('document') },
    { title: '证件办理', subtitle: '身份证、居住证', icon: icon('idcard') },
    { title: '社保医保', subtitle: '参保、缴费、报销', icon: icon('shield') },
    { title: '企业开办', subtitle: '一日办结', icon: icon('building') },
    { title: '预约服务', subtitle: '线上预约 到点办理', icon: icon('calendar') },
  ],
  pictureCardsTitle: '服务专区',
  pictureCards: [
    { title: '综合受理区', subtitle: '一窗受理 集成服务', image: picture('service-window') },
    { title: '社保服务区', subtitle: '社保医保一站办', image: picture('social-security') },
    { title: '企业服务区', subtitle: '开办、变更、注销', image: picture('enterprise-park') },
    { title: '自助服务区', subtitle: '24 小时自助办理', image: picture('document-desk') },
  ],
  slides: [
    { src: picture('city-skyline'), text: '让数据多跑路，让群众少跑腿', subText: '“一网通办”线上线下一体化' },
    {
      src: picture('service-hall'),
      text: '一窗受理 · 一次办好',
      subText: '全市 1200 余项事项可在本中心办理',
    },
    {
      src: picture('document-desk'),
      text: '延时服务 · 周末不打烊',
      subText: '工作日延时至 19:00，周六上午照常办理',
    },
  ],
  newsTitle: '通知公告',
  news: [
    { src: picture('document-desk'), text: '新版办事指南上线', subText: '127 项高频事项材料再精简' },
    { src: picture('service-hall'), text: '延时服务通知', subText: '工作日窗口延时至 19:00' },
    { src: picture('enterprise-park'), text: '企业开办一日办结', subText: '营业执照、公章、税务一次领取' },
  ],
  intro: {
    title: '中心简介',
    texts: [
      '政务服务中心设综合受理、社保医保、企业服务、自助服务四大功能区，进驻部门 32 个。',
      '推行“前台综合受理、后台分类审批、统一窗口出件”，让办事更省时、更省心。',
    ],
    images: [picture('service-hall'), picture('service-window'), picture('enterprise-park')],
  },
  qaTitle: '常见问题',
  qa: [
    {
      question: '补办身份证要带什么？',
      answer: '本人到场即可办理，现场采集照片与指纹，工本费 20 元，约 15 个工作日可领取。',
    },
    {
      question: '周末可以办理业务吗？',
      answer: '周六 9:00–12:00 开放综合受理窗口，自助服务区 24 小时开放。',
    },
    { question: '材料不全怎么办？', answer: '可申请“容缺受理”，先行受理，材料在承诺期限内补齐即可。' },
  ],
  categoriesTitle: '热门事项',
  categories: [
    {
      name: '证件办理',
      icon: icon('idcard'),
      questions: ['身份证怎么补办？', '居住证怎么申请？', '户口迁移要什么材料？'],
    },
    {
      name: '社保医保',
      icon: icon('shield'),
      questions: ['社保卡怎么激活？', '医保怎么异地备案？', '灵活就业怎么参保？'],
    },
    { name: '企业服务', icon: icon('building'), questions: ['怎么办理营业执照？', '企业变更去哪个窗口？'] },
  ],
  navigation: {
    title: '带我去',
    subtitle: '选择要去的窗口或区域，我带您过去',
    map: picture('service-hall'),
    destinations: [
      { name: '取号机', description: '入口左侧', icon: icon('ticket') },
      { name: '综合受理', description: '1–8 号窗口', icon: icon('document') },
      { name: '社保医保', description: '9–14 号窗口', icon: icon('shield') },
      { name: '企业服务', description: '二层 A 区', icon: icon('building') },
      { name: '自助服务区', description: '一层东侧', icon: icon('idcard') },
      { name: '咨询台', description: '大厅中央', icon: icon('info') },
      { name: '洗手间', description: '一层西侧', icon: icon('toilet') },
      { name: '母婴室', description: '一层西侧', icon: icon('heart') },
    ],
  },
  patrol: {
    title: '巡查中',
    tip: '我正在大厅巡查，办事有疑问请叫我',
    stops: [
      { name: '一楼大厅', description: '引导取号', image: picture('service-hall') },
      { name: '等候区', description: '提醒叫号进度', image: picture('service-window') },
      { name: '自助服务区', description: '协助自助办理', image: picture('document-desk') },
      { name: '企业服务区', description: '介绍企业开办', image: picture('enterprise-park') },
    ],
  },
  sleep: { title: '政务服务中心', subtitle: '一窗受理 · 一次办好' },
  heard: '社保卡怎么激活？',
  speech: '请携带身份证和社保卡到 9 号至 14 号窗口办理，也可以在自助服务区刷卡激活。',
  floatingButton: { text: '12345', icon: icon('phone'), question: '我要拨打政务服务热线' },
};
