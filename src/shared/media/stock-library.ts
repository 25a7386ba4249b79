/**
 * The stock material libraries shipped with the product (spec section 3: icon categories icon = 1,
 * vector illustration = 2, picture = 3). The SVG files live in public/stock/ and are served as
 * static files; the server seeds these entries into its library records so the media dialog's icon,
 * vector illustration and picture tabs can page and search them by name. Drawn for this product:
 * see public/stock/LICENSE.md.
 */
export const STOCK_CATEGORIES = { icon: 1, illustration: 2, picture: 3 } as const;

export type StockCategory = (typeof STOCK_CATEGORIES)[keyof typeof STOCK_CATEGORIES];

export interface StockItem {
  /** Stable across releases: library records and saved screens refer to it. */
  id: string;
  /** Chinese display name, the text the library search matches. */
  name: string;
  category: StockCategory;
  /** Address of the static file, e.g. /stock/icons/guide.svg. */
  file: string;
  width: number;
  height: number;
  keywords: string[];
}

/** Every file in a category shares one canvas, so the size is fixed per category (and orientation). */
const icon = (slug: string, name: string, keywords: string[]): StockItem => ({
  id: `icon-${slug}`,
  name,
  category: STOCK_CATEGORIES.icon,
  file: `/stock/icons/${slug}.svg`,
  width: 96,
  height: 96,
  keywords,
});

const illustration = (slug: string, name: string, keywords: string[]): StockItem => ({
  id: `illustration-${slug}`,
  name,
  category: STOCK_CATEGORIES.illustration,
  file: `/stock/illustrations/${slug}.svg`,
  width: 800,
  height: 600,
  keywords,
});

const picture = (
  slug: string,
  name: string,
  keywords: string[],
  orientation: 'landscape' | 'portrait',
): StockItem => ({
  id: `picture-${slug}`,
  name,
  category: STOCK_CATEGORIES.picture,
  file: `/stock/pictures/${slug}.svg`,
  width: orientation === 'landscape' ? 1920 : 1080,
  height: orientation === 'landscape' ? 1080 : 1920,
  keywords,
});

export const STOCK_LIBRARY: readonly StockItem[] = [
  icon('guide', '引导指路', ['引导', '指路', '路标', '方向', 'guide']),
  icon('navigation', '导航', ['导航', '前进', '路线', 'navigation']),
  icon('reception', '前台接待', ['接待', '前台', '服务铃', '迎宾', 'reception']),
  icon('consultation', '咨询', ['咨询', '问答', '对话', '客服', 'consultation']),
  icon('business', '业务办理', ['业务', '办理', '办事', '公文包', 'business']),
  icon('queue-number', '排队取号', ['排队', '取号', '号码', '叫号', 'queue']),
  icon('printer', '打印', ['打印', '打印机', '凭条', 'printer']),
  icon('elevator', '电梯', ['电梯', '楼层', '上下楼', 'elevator']),
  icon('toilet', '卫生间', ['卫生间', '洗手间', '厕所', 'toilet', 'restroom']),
  icon('exit', '出口', ['出口', '离开', '安全出口', 'exit']),
  icon('parking', '停车场', ['停车', '停车场', '车位', 'parking']),
  icon('charge', '充电', ['充电', '电量', '电池', 'charge', 'battery']),
  icon('volume', '音量', ['音量', '声音', '喇叭', 'volume']),
  icon('mic', '麦克风', ['麦克风', '语音', '说话', 'mic']),
  icon('camera', '拍照', ['拍照', '相机', '摄像', '合影', 'camera']),
  icon('face-scan', '人脸识别', ['人脸', '识别', '刷脸', '扫描', 'face']),
  icon('id-card', '身份证', ['身份证', '证件', '实名', 'id card']),
  icon('document', '文件', ['文件', '文档', '材料', 'document']),
  icon('certificate', '证书', ['证书', '荣誉', '资质', '奖状', 'certificate']),
  icon('calendar', '日历', ['日历', '日期', '预约', '日程', 'calendar']),
  icon('clock', '时间', ['时间', '时钟', '营业时间', 'clock']),
  icon('weather', '天气', ['天气', '晴', '多云', 'weather']),
  icon('map', '地图', ['地图', '楼层图', '平面图', 'map']),
  icon('location', '位置', ['位置', '定位', '地点', '地址', 'location']),
  icon('phone', '电话', ['电话', '联系', '热线', 'phone']),
  icon('wifi', '无线网络', ['无线', '网络', 'wifi', '上网']),
  icon('help', '帮助', ['帮助', '问题', '疑问', 'help']),
  icon('info', '信息', ['信息', '说明', '提示', 'info']),
  icon('home', '首页', ['首页', '主页', '家', 'home']),
  icon('back', '返回', ['返回', '后退', '上一步', 'back']),
  icon('search', '搜索', ['搜索', '查找', '查询', 'search']),
  icon('settings', '设置', ['设置', '齿轮', '配置', 'settings']),
  icon('user', '用户', ['用户', '个人', '访客', 'user']),
  icon('group', '群组', ['群组', '团队', '多人', '团体', 'group']),
  icon('star', '星标', ['星标', '收藏', '评分', '五星', 'star']),
  icon('heart', '喜欢', ['喜欢', '爱心', '关怀', '志愿', 'heart']),
  icon('shopping', '购物', ['购物', '商店', '商场', '购物袋', 'shopping']),
  icon('coffee', '咖啡', ['咖啡', '饮品', '茶歇', '休息区', 'coffee']),
  icon('food', '餐饮', ['餐饮', '餐厅', '食堂', '美食', 'food']),
  icon('medical', '医疗', ['医疗', '医院', '急救', '药', 'medical']),
  icon('police', '警务', ['警务', '安保', '警察', '治安', 'police']),
  icon('party-star', '党建之星', ['党建', '红星', '先锋', '五角星', 'party']),
  icon('flag', '旗帜', ['旗帜', '红旗', '活动', '目标', 'flag']),
  icon('book', '阅读', ['阅读', '图书', '书籍', '学习', 'book']),
  icon('exhibition', '展览', ['展览', '展厅', '画作', '展品', 'exhibition']),
  icon('sculpture', '雕塑艺术', ['雕塑', '艺术', '文物', '博物馆', 'art']),
  icon('video', '视频', ['视频', '播放', '影片', '宣传片', 'video']),
  icon('music', '音乐', ['音乐', '歌曲', '音符', 'music']),
  icon('notice', '通知公告', ['通知', '公告', '广播', '喇叭', 'notice']),
  icon('robot', '机器人', ['机器人', '智能', '客服', 'robot']),
  icon('accessibility', '无障碍', ['无障碍', '轮椅', '助残', 'accessibility']),
  icon('qrcode', '扫码', ['扫码', '二维码', '关注', 'qr code']),
  icon('like', '点赞', ['点赞', '好评', '满意', '赞', 'like']),
  icon('gift', '礼品', ['礼品', '礼物', '活动', '福利', 'gift']),
  icon('idea', '创意灵感', ['创意', '灵感', '提示', '灯泡', 'idea']),
  icon('bus', '公交', ['公交', '巴士', '交通', '班车', 'bus']),
  icon('lock', '安全', ['安全', '锁', '隐私', '保密', 'lock']),
  icon('meeting', '会议演示', ['会议', '演示', '报告', '培训', 'meeting']),
  icon('temperature', '体温检测', ['体温', '测温', '温度', '健康', 'temperature']),
  icon('bank', '银行', ['银行', '金融', '理财', '网点', 'bank']),
  icon('water', '饮水处', ['饮水', '开水', '水', '饮水机', 'water']),
  icon('stairs', '楼梯', ['楼梯', '台阶', '步梯', 'stairs']),
  illustration('robot-greeting', '机器人迎宾', ['迎宾', '欢迎', '问候', '接待', '机器人']),
  illustration('exhibition-guide', '展厅导览讲解', ['展厅', '导览', '讲解', '展览', '参观']),
  illustration('government-hall', '政务服务大厅', ['政务', '大厅', '窗口', '办事', '便民服务']),
  illustration('party-reading-room', '党建阅览室', ['党建', '阅览室', '学习', '红色', '读书']),
  illustration('smart-city', '智慧城市', ['智慧城市', '城市', '物联网', '科技', '夜景']),
  illustration('robot-charging', '机器人自动充电', ['充电', '电量', '回充', '能源', '机器人']),
  illustration('patrol-night', '夜间安防巡逻', ['巡逻', '安防', '夜间', '安保', '巡检']),
  illustration('reception-desk', '大堂前台接待', ['前台', '接待', '大堂', '访客', '登记']),
  illustration('queue-number', '排队取号叫号', ['排队', '取号', '叫号', '等候', '窗口']),
  illustration('museum-visitors', '博物馆参观', ['博物馆', '文物', '参观', '展品', '文化']),
  illustration('science-kids', '科普研学', ['科普', '研学', '儿童', '科学', '教育']),
  illustration('hospital-lobby', '医院门诊大厅', ['医院', '门诊', '导诊', '医疗', '健康']),
  illustration('bank-lobby', '银行营业厅', ['银行', '营业厅', '金融', '理财', '柜台']),
  illustration('airport-service', '机场航站楼服务', ['机场', '航站楼', '旅客', '出行', '值机']),
  illustration('library', '图书馆借阅', ['图书馆', '借阅', '阅读', '书架', '学习']),
  illustration('conference', '会议讲解演示', ['会议', '演示', '报告', '培训', '讲解']),
  illustration('delivery-robot', '配送机器人送物', ['配送', '送物', '酒店', '外卖', '快递']),
  illustration('elevator-ride', '机器人乘梯', ['电梯', '乘梯', '楼层', '梯控', '跨楼层']),
  illustration('welcome-banner', '欢迎横幅', ['欢迎', '横幅', '庆典', '开业', '活动']),
  illustration('thank-you', '感谢致意', ['感谢', '谢谢', '点赞', '好评', '再见']),
  illustration('voice-chat', '语音对话交互', ['语音', '对话', '问答', '交互', '咨询']),
  illustration('face-checkin', '刷脸签到', ['刷脸', '签到', '人脸识别', '考勤', '认证']),
  illustration('floor-guide', '楼层导览指引', ['楼层', '导览', '地图', '指引', '方位']),
  picture('skyline-dawn', '城市天际线·晨曦', ['城市', '天际线', '清晨', '建筑', '背景'], 'landscape'),
  picture('skyline-night', '城市夜景', ['城市', '夜景', '灯光', '建筑', '背景'], 'landscape'),
  picture('mountain-lake', '山湖晨光', ['山', '湖', '自然', '风景', '背景'], 'landscape'),
  picture('tech-waves', '科技蓝·流光', ['科技', '蓝色', '流光', '线条', '背景'], 'landscape'),
  picture('tech-grid', '数字网格空间', ['科技', '网格', '数字', '未来', '背景'], 'landscape'),
  picture('exhibition-hall', '展厅空间', ['展厅', '展馆', '室内', '展示', '背景'], 'landscape'),
  picture('service-hall', '明亮服务大厅', ['政务', '大厅', '服务', '室内', '背景'], 'landscape'),
  picture('festive-red-gold', '红金庆典', ['红色', '金色', '喜庆', '党建', '节日', '背景'], 'landscape'),
  picture('meadow', '春日草地', ['草地', '春天', '自然', '绿色', '背景'], 'landscape'),
  picture('ocean', '蔚蓝海洋', ['海洋', '大海', '海平面', '蓝色', '背景'], 'landscape'),
  picture('space', '星空宇宙', ['星空', '宇宙', '星球', '科普', '背景'], 'landscape'),
  picture('soft-gradient', '柔和渐变光斑', ['渐变', '柔和', '简约', '浅色', '背景'], 'landscape'),
  picture('aurora', '极光夜空', ['极光', '夜空', '星空', '自然', '背景'], 'landscape'),
  picture('snow-mountain', '雪山松林', ['雪山', '松林', '冬天', '自然', '背景'], 'landscape'),
  picture('forest-mist', '森林晨雾', ['森林', '晨雾', '自然', '绿色', '背景'], 'landscape'),
  picture('desert-dusk', '沙丘暮色', ['沙漠', '黄昏', '暮色', '自然', '背景'], 'landscape'),
  picture('skyline-dawn-portrait', '城市天际线·竖屏', ['城市', '天际线', '竖屏', '建筑', '背景'], 'portrait'),
  picture('tech-waves-portrait', '科技蓝流光·竖屏', ['科技', '蓝色', '竖屏', '流光', '背景'], 'portrait'),
  picture(
    'festive-red-gold-portrait',
    '红金庆典·竖屏',
    ['红色', '金色', '竖屏', '党建', '喜庆', '背景'],
    'portrait',
  ),
  picture('space-portrait', '星空宇宙·竖屏', ['星空', '宇宙', '竖屏', '科普', '背景'], 'portrait'),
  picture('mountain-lake-portrait', '山湖晨光·竖屏', ['山', '湖', '竖屏', '自然', '背景'], 'portrait'),
  picture('soft-gradient-portrait', '柔和渐变·竖屏', ['渐变', '柔和', '竖屏', '浅色', '背景'], 'portrait'),
  picture('ocean-portrait', '蔚蓝海洋·竖屏', ['海洋', '大海', '竖屏', '蓝色', '背景'], 'portrait'),
  picture('exhibition-hall-portrait', '展厅空间·竖屏', ['展厅', '展馆', '竖屏', '室内', '背景'], 'portrait'),
  picture('service-hall-portrait', '明亮服务大厅·竖屏', ['政务', '大厅', '竖屏', '室内', '背景'], 'portrait'),
];
