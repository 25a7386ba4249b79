import type { DictionaryEntryWords } from './dictionary-scanner';

/**
 * How visitors of a public venue (a museum, a hall, a service centre) say the everyday things
 * they ask a robot about, whatever the project: 狗 and 猫 are 宠物 to a house rule, 娃 is 孩子,
 * 茅房 is 洗手间, 找不着 is 丢了. Read as one word like a dictionary's synonyms (after the
 * project's own dictionaries, which win: see DictionaryScanner), so a visitor's word finds the
 * library's word without every library listing both. Only words of daily life — what a project's
 * own things are called (its halls, its exhibits) is its dictionaries'.
 */
export const EVERYDAY_DICTIONARY = '_everyday-words';

const WORDS: Record<string, string[]> = {
  // People and animals
  孩子: [
    '娃',
    '娃娃',
    '小娃娃',
    '娃儿',
    '小娃',
    '孩儿',
    '小孩儿',
    '宝贝',
    '宝宝',
    '小宝宝',
    '儿子',
    '女儿',
    '闺女',
  ],
  宠物: ['狗', '小狗', '狗狗', '宠物狗', '猫', '小猫', '猫咪', '宠物猫'],
  工作人员: ['员工', '保安', '管理员'],
  // Places and things of a venue
  洗手间: ['内急', '方便一下', '厕所', '卫生间', '茅房', '茅厕', '公厕', '洗手池'],
  母婴室: ['哺乳室', '喂奶室', '育婴室', '母婴间'],
  医务室: ['医生', '大夫', '医护人员', '卫生室', '急救站'],
  咖啡厅: ['咖啡店', '咖啡馆', '咖啡'],
  储物柜: ['存包柜', '寄存柜', '柜子'],
  婴儿车: ['婴儿推车', '童车', '推车'],
  行李: ['行李箱', '书包', '背包', '双肩包', '箱子', '大包', '拉杆箱'],
  讲解器: ['讲解机', '导览机', '导览器', '讲解耳机', '导览耳机', '耳机'],
  尿布: ['尿不湿', '纸尿裤', '纸尿布'],
  // The sights: what a visitor calls the one thing worth seeing, and the way round
  镇馆之宝: [
    '最有名',
    '最出名',
    '最著名',
    '最知名',
    '最珍贵',
    '最宝贵',
    '最值钱',
    '最贵重',
    '最值得看',
    '必看',
    '最牛',
  ],
  路线: ['顺序', '游览顺序', '参观顺序'],
  服务台: ['问讯处', '问询处', '咨询处', '前台'],
  无线网: ['无线网络', '网络', 'wifi', 'wi-fi', '无线', '上网', '连网', '联网'],
  // Getting here
  公交: ['公交车', '巴士', '公共汽车', '几路车'],
  地铁: ['轻轨', '轨道交通', '几号线'],
  // What visitors want to do
  // A need said instead of a question (饿了, 渴了, 手机没电了) asks for what meets it.
  吃饭: [
    '饿了',
    '肚子饿',
    '饿死',
    '好饿',
    '吃东西',
    '吃点东西',
    '吃的',
    '用餐',
    '就餐',
    '吃午饭',
    '吃午餐',
    '午饭',
    '午餐',
    '饭点',
  ],
  饮水: [
    '渴了',
    '口渴',
    '渴死',
    '好渴',
    '喝水',
    '喝口水',
    '打水',
    '接水',
    '接热水',
    '打开水',
    '开水',
    '热水',
  ],
  充电: ['没电', '没电了', '快没电', '电量低', '充个电', '充手机', '手机充电'],
  寄存: ['存包', '存东西', '放包', '存行李', '存放'],
  拍照: ['照相', '拍照片', '照个相', '拍个照'],
  录像: ['录视频', '拍视频', '摄像', '录个像'],
  丢了: ['丢失', '弄丢', '找不到', '找不着', '不见了', '搞丢'],
  走丢: ['走失', '走散', '跑丢'],
  不舒服: ['难受', '头晕', '头疼', '肚子疼', '生病', '病了', '晕倒', '受伤', '摔倒', '摔伤', '中暑'],
  退票: ['退钱', '退款', '退门票'],
  投诉: ['提意见', '告状', '反馈', '反映'],
  参观: ['转转', '转一转', '转一圈', '逛逛', '逛一逛', '逛一圈', '游览'],
  预约: ['约票', '订票', '抢票', '预订', '约个票'],
  // Time and money
  开门: ['开馆', '营业', '上班'],
  关门: ['闭馆', '关馆', '散场', '下班'],
  节假日: ['过节', '假期', '放假', '法定假日', '国庆', '春节', '过年', '五一', '中秋', '元旦', '端午'],
  收费: ['收钱', '要钱', '花钱', '付费', '付钱', '收不收费', '要不要钱', '交钱', '掏钱'],
  免费: ['不要钱', '不收费', '免票', '不花钱'],
  优惠: ['打折', '折扣', '半价', '便宜', '优待', '减免'],
  外语: ['英语', '英文', '日语', '日文', '韩语', '韩文', '外文', '法语', '俄语', '德语'],
  团队: ['团体', '组团', '旅行团', '一个班', '班级'],
};

export const EVERYDAY_ENTRIES: DictionaryEntryWords[] = Object.entries(WORDS).map(([value, synonyms]) => ({
  dictionaryId: EVERYDAY_DICTIONARY,
  value,
  synonyms,
}));
