import { icon, picture } from '../../stock-material';
import type { CategoryContent } from './category-content';

/** 其他: a general reception (shopping centre, hotel, office), fresh and friendly. */
export const OTHER_CONTENT: CategoryContent = {
  category: 'other',
  logo: 'logo-robot',
  background: 'other',
  sleepBackground: 'other-sleep',
  greeting: '您好，我是智能服务机器人小智',
  wakePrompt: '有问题请对我说',
  questions: ['附近有什么好吃的？', '带我去服务台', '今天有什么优惠活动？', '洗手间在哪里？'],
  features: [
    { title: '带路导航', subtitle: '说出地点 我带您去', icon: icon('location') },
    { title: '问题咨询', subtitle: '有问必答', icon: icon('question') },
    { title: '优惠活动', subtitle: '本周精选好礼', icon: icon('gift') },
    { title: '美食推荐', subtitle: '人气餐厅排行', icon: icon('restaurant') },
    { title: '合影留念', subtitle: '和我拍张照吧', icon: icon('camera') },
    { title: '联系客服', subtitle: '人工服务', icon: icon('phone') },
  ],
  pictureCardsTitle: '为您推荐',
  pictureCards: [
    { title: '精选好店', subtitle: '会员专享九折', image: picture('shop-front') },
    { title: '空中花园', subtitle: '休闲好去处', image: picture('garden') },
    { title: '会员中心', subtitle: '积分兑换好礼', image: picture('hotel-lobby') },
    { title: '城市观景台', subtitle: '俯瞰城市夜景', image: picture('city-skyline') },
  ],
  slides: [
    { src: picture('garden'), text: '欢迎光临', subText: '祝您度过愉快的一天' },
    { src: picture('shop-front'), text: '会员日 全场好礼', subText: '每周三会员消费享双倍积分' },
    { src: picture('city-skyline'), text: '美好生活 从这里开始', subText: '营业时间 10:00–22:00' },
  ],
  newsTitle: '最新活动',
  news: [
    { src: picture('shop-front'), text: '周末亲子市集', subText: '周六、周日 一层中庭' },
    { src: picture('garden'), text: '空中花园音乐会', subText: '每周五晚 19:30' },
    { src: picture('hotel-lobby'), text: '会员积分兑换', subText: '积分可兑换停车券与礼品' },
  ],
  intro: {
    title: '关于我们',
    texts: [
      '我们为您提供购物、餐饮、休闲一站式服务，共有商户两百余家，停车位一千余个。',
      '服务台提供寄存、充电宝、雨伞和婴儿车借用，欢迎随时咨询。',
    ],
    images: [picture('shop-front'), picture('garden'), picture('hotel-lobby')],
  },
  qaTitle: '大家都在问',
  qa: [
    { question: '营业时间是几点？', answer: '每天 10:00 至 22:00 营业，节假日延长至 22:30。' },
    { question: '停车怎么收费？', answer: '首小时免费，之后每小时 5 元；消费满 200 元可抵扣 2 小时停车费。' },
    { question: '可以借充电宝吗？', answer: '服务台和各层电梯口都有共享充电宝，扫码即可使用。' },
  ],
  categoriesTitle: '热门问题',
  categories: [
    {
      name: '购物指南',
      icon: icon('gift'),
      questions: ['今天有什么优惠？', '会员怎么注册？', '怎么开发票？'],
    },
    {
      name: '便民服务',
      icon: icon('service'),
      questions: ['哪里可以寄存？', '能借雨伞吗？', '母婴室在哪里？'],
    },
    { name: '交通停车', icon: icon('car'), questions: ['停车怎么收费？', '附近有地铁站吗？'] },
  ],
  navigation: {
    title: '带我去',
    subtitle: '选择目的地，我带您过去',
    map: picture('garden'),
    destinations: [
      { name: '服务台', description: '一层中庭', icon: icon('service') },
      { name: '洗手间', description: '各层东侧', icon: icon('toilet') },
      { name: '电梯厅', description: '直达各层', icon: icon('elevator') },
      { name: '美食广场', description: '四层', icon: icon('restaurant') },
      { name: '停车场', description: '地下一、二层', icon: icon('car') },
      { name: '会员中心', description: '一层南侧', icon: icon('star') },
    ],
  },
  patrol: {
    title: '巡逻中',
    tip: '我正在巡逻，需要帮助请叫我',
    stops: [
      { name: '一层中庭', description: '迎宾问候', image: picture('hotel-lobby') },
      { name: '空中花园', description: '提醒注意安全', image: picture('garden') },
      { name: '精选好店', description: '介绍优惠活动', image: picture('shop-front') },
    ],
  },
  sleep: { title: '欢迎光临', subtitle: '走近我，或者叫我的名字，我就会醒来' },
  heard: '附近有什么好吃的？',
  speech: '四层美食广场有三十多家餐厅，今天人气最高的是江南小馆，需要我带您过去吗？',
  floatingButton: { text: '联系客服', icon: icon('phone'), question: '我需要人工服务' },
};
