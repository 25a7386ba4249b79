/**
 * How visitors ask for the usual attributes and relations of a venue's graph, by the item's
 * name, whatever the base: 什么做的 asks for 材质, 谁画的 for 作者, 几楼 for 位置. A graph's own
 * names and synonyms come first (free-question.ts weighs them above these); these are what a
 * base need not list. Words that ask for almost anything (在哪, 几点) are short, so a longer,
 * more specific cue in the same question wins.
 */
export const ITEM_CUES: Readonly<Record<string, readonly string[]>> = {
  材质: ['什么做的', '啥做的', '用什么做', '什么材料', '什么材质', '材料', '材质', '质地'],
  出土地: ['出土', '挖出来', '挖出', '发掘', '出自哪'],
  作者: ['谁画', '谁做', '谁造', '谁写', '谁创作', '谁发明', '谁制作', '谁设计', '作者', '谁的作品'],
  年代: ['什么年代', '哪个朝代', '什么朝代', '哪个年代', '什么时期', '多少年', '哪朝'],
  朝代: ['哪个朝代', '什么朝代', '哪朝', '什么年代', '哪个年代'],
  位置: ['几楼', '几层', '哪一层', '哪层', '什么位置', '在哪', '哪儿', '怎么走', '怎么去'],
  所在展厅: ['哪个展厅', '哪个厅', '什么展厅', '在哪', '放在哪', '哪儿'],
  开放时间: ['几点开', '几点关', '开门', '关门', '开放', '营业', '开馆', '闭馆', '几点'],
  门票价格: ['门票', '票价', '多少钱', '怎么卖', '收费', '要钱', '买票', '票'],
  地址: ['地址', '怎么去', '在哪', '哪儿', '位置'],
  咨询电话: ['电话', '联系方式', '怎么联系', '热线', '号码'],
  简介: ['介绍', '讲讲', '说说', '是什么'],
};

/** Words for a relation read backwards (作者 → 作品: 苏颂有什么作品). */
export const REVERSE_CUES: Readonly<Record<string, readonly string[]>> = {
  作者: ['作品', '代表作', '画了什么', '做了什么', '造了什么', '写了什么', '画过', '做过'],
};

/** Words for a concept's entities besides its name (陶瓷厅里展的是什么 asks for 展品). */
export const CONCEPT_CUES: Readonly<Record<string, readonly string[]>> = {
  展品: ['展品', '文物', '藏品', '宝贝', '展的', '展出', '展了'],
  展厅: ['展厅', '展区', '哪些厅'],
};

/** Cues that ask for almost anything: they count only when nothing more specific is asked. */
export const GENERIC_CUES: ReadonlySet<string> = new Set([
  '在哪',
  '哪儿',
  '几点',
  '是什么',
  '多少钱',
  '怎么走',
  '怎么去',
  '票',
  '位置',
]);
