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
  孩子: ['娃', '娃娃', '小娃娃', '娃儿', '小娃', '孩儿', '小孩儿', '宝贝'],
  宠物: ['狗', '小狗', '狗狗', '宠物狗', '猫', '小猫', '猫咪', '宠物猫'],
  工作人员: ['员工', '保安', '管理员'],
  // Places and things of a venue
  洗手间: ['厕所', '卫生间', '茅房', '茅厕', '公厕', '洗手池'],
  母婴室: ['哺乳室', '喂奶室', '育婴室', '母婴间'],
  医务室: ['医生', '大夫', '医护人员', '卫生室', '急救站'],
  咖啡厅: ['咖啡店', '咖啡馆', '咖啡'],
  储物柜: ['存包柜', '寄存柜', '柜子'],
  婴儿车: ['婴儿推车', '童车', '推车'],
  行李: ['行李箱', '书包', '背包', '双肩包', '箱子', '大包', '拉杆箱'],
  讲解器: ['讲解机', '导览机', '导览器', '讲解耳机', '导览耳机'],
  服务台: ['问讯处', '问询处', '咨询处', '前台'],
  无线网: ['无线网络', '网络', 'wifi', 'wi-fi', '无线'],
  // What visitors want to do
  吃饭: ['吃东西', '吃点东西', '吃的', '用餐', '就餐', '吃午饭', '吃午餐', '午饭', '午餐', '饭点'],
  饮水: ['喝水', '喝口水', '打水', '接水', '接热水', '打开水', '开水', '热水'],
  充电: ['充个电', '充手机', '手机充电'],
  寄存: ['存包', '存东西', '放包', '存行李', '存放'],
  拍照: ['照相', '拍照片', '照个相', '拍个照'],
  录像: ['录视频', '拍视频', '摄像', '录个像'],
  丢了: ['丢失', '弄丢', '找不到', '找不着', '不见了', '搞丢'],
  走丢: ['走失', '走散', '跑丢'],
  不舒服: ['难受', '头晕', '头疼', '肚子疼', '生病', '病了', '晕倒'],
  退票: ['退钱', '退款', '退门票'],
  投诉: ['提意见', '告状'],
  // Time and money
  开门: ['开馆', '营业'],
  关门: ['闭馆', '关馆', '散场', '下班'],
  节假日: ['过节', '假期', '放假', '法定假日', '国庆', '春节', '过年', '五一', '中秋', '元旦', '端午'],
  收费: ['收钱', '要钱', '花钱', '付费', '付钱', '收不收费', '要不要钱'],
  免费: ['不要钱', '不收费', '免票', '不花钱'],
  团队: ['团体', '组团', '旅行团', '一个班', '班级'],
};

export const EVERYDAY_ENTRIES: DictionaryEntryWords[] = Object.entries(WORDS).map(([value, synonyms]) => ({
  dictionaryId: EVERYDAY_DICTIONARY,
  value,
  synonyms,
}));
