/**
 * Who a visitor comes with or asks for (我爸, 老婆, 客户), how they came (外地, 出差, 高铁) and how
 * they carry what comes along (包里, 笼子里):
 * 我婆婆腿脚不利索 asks about a wheelchair, not about mothers-in-law. A library rarely names them,
 * and counted as words it does not know they lowered every candidate as if the question were about
 * something else. They still match where a library does use them; only their absence is not held
 * against a pair. Each is listed as the matcher reads it: 爷爷 is already 老人 and 同事 团队 (the
 * question words and everyday words), 路过 is 途经 (the near-synonyms).
 */
export const VISITOR_CONTEXT_WORDS: ReadonlySet<string> = new Set([
  // Parents and grandparents
  '爸',
  '妈',
  '爸爸',
  '妈妈',
  '老爸',
  '老妈',
  '我爸',
  '我妈',
  '爸妈',
  '父亲',
  '母亲',
  '老父亲',
  '老母亲',
  '老人家',
  // Partners and in-laws
  '老公',
  '老婆',
  '媳妇',
  '丈夫',
  '妻子',
  '爱人',
  '婆婆',
  '公公',
  '岳父',
  '岳母',
  '男朋友',
  '女朋友',
  // Brothers, sisters, cousins, other relatives
  '哥哥',
  '姐姐',
  '弟弟',
  '妹妹',
  '表弟',
  '表哥',
  '表姐',
  '表妹',
  '舅舅',
  '叔叔',
  '阿姨',
  '姑姑',
  '侄子',
  '外甥',
  '家人',
  '家里人',
  '一家人',
  '一家三口',
  '一家子',
  '一家老小',
  '一大家子',
  '全家',
  // Grown-ups and guests (两个大人进去一共多少: who pays, not what is asked). Not 老师: a
  // teacher's card is a concession asked about (老师拿教师证能打折不).
  '大人',
  '客人',
  '游客',
  // Friends and work
  '朋友',
  '闺蜜',
  '同学',
  '客户',
  '领导',
  '老板',
  '司机',
  // Where from and how they came
  '外地',
  '外省',
  '本地',
  '外国',
  '途经',
  '顺便',
  '顺道',
  '出差',
  '特地',
  '老远',
  '大老远',
  '一大早',
  '出门',
  // Not 火车: 火车站 is a place a visitor asks the fare to (从这里打车去火车站要多少钱).
  '高铁',
  '动车',
  '飞机',
  // Together, and how a visitor carries what comes along (装包里, 笼子里, 怀里)
  '一起',
  // 跟着, as the near-synonyms read it: who goes along (小动物能跟着进馆吗), never the topic.
  '随着',
  '一块',
  '一块儿',
  '包里',
  '笼子',
  '笼子里',
  '怀里',
]);
