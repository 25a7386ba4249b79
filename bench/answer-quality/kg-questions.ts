import type { KgEvalQuestion } from './eval-set';

/**
 * Questions to the demo knowledge graph (展馆知识图谱, server/seed/demo-knowledge-graph.ts) in
 * visitors' words, two or three per kind; a kind counts as answered when all of its questions are.
 * Written before the query was changed, from the kinds issue 33 names; none of them is the
 * issue's own wording, and none is a template's pattern word for word.
 */
export const KG_QUESTIONS: readonly KgEvalQuestion[] = [
  { kind: '属性（直接）', question: '越王勾践剑是什么年代的', expected: ['春秋晚期'] },
  { kind: '属性（直接）', question: '水运仪象台是哪个朝代的呀', expected: ['北宋'] },
  { kind: '属性同义词', question: '越王勾践剑放在哪个展厅', expected: ['青铜器厅'] },
  { kind: '属性同义词', question: '清明上河图在哪个展厅啊', expected: ['书画厅'] },
  { kind: '材质', question: '越王勾践剑是用什么做的', expected: ['青铜'] },
  { kind: '材质', question: '骆驼载乐俑什么材质', expected: ['陶'] },
  { kind: '出土地', question: '四羊方尊哪里出土的', expected: ['湖南宁乡'] },
  { kind: '出土地', question: '越王勾践剑是在哪儿挖出来的', expected: ['湖北江陵'] },
  { kind: '关系（作者）', question: '水运仪象台是谁造的', expected: ['苏颂'] },
  { kind: '关系（作者）', question: '清明上河图谁画的', expected: ['张择端'] },
  {
    kind: '反向关系',
    question: '博物馆都有哪些展厅',
    expected: ['青铜器厅', '陶瓷厅', '书画厅', '古代科技厅'],
  },
  { kind: '反向关系', question: '苏颂有什么作品', expected: ['水运仪象台'] },
  { kind: '反向属性（展厅里的展品）', question: '青铜器厅有哪些展品', expected: ['四羊方尊', '越王勾践剑'] },
  { kind: '反向属性（展厅里的展品）', question: '陶瓷厅里展的是什么', expected: ['骆驼载乐俑', '青花'] },
  { kind: '两跳', question: '苏颂的作品在哪个展厅', expected: ['古代科技厅'] },
  { kind: '两跳', question: '清明上河图的作者是哪个朝代的', expected: ['北宋'] },
  { kind: '默认实体（票价）', question: '门票多少钱', expected: ['60元'] },
  { kind: '默认实体（票价）', question: '票价是多少啊', expected: ['60元'] },
  { kind: '默认实体（开放时间）', question: '几点开门', expected: ['9:00'] },
  { kind: '默认实体（开放时间）', question: '开放时间是什么时候', expected: ['9:00'] },
  { kind: '默认实体（地址电话）', question: '地址在哪', expected: ['滨江大道'] },
  { kind: '默认实体（地址电话）', question: '咨询电话多少', expected: ['8888'] },
  { kind: '展厅位置', question: '陶瓷厅在几楼', expected: ['一层'] },
  { kind: '展厅位置', question: '书画厅在哪儿', expected: ['二层'] },
];

/** The examples issue 33 quotes, and the query test input's own example: run apart from the kinds above. */
export const KG_ISSUE_EXAMPLES: readonly KgEvalQuestion[] = [
  { kind: '问题单', question: '四羊方尊在哪个展厅', expected: ['青铜器厅'] },
  { kind: '问题单', question: '星河博物馆有哪些展厅', expected: ['青铜器厅'] },
  { kind: '问题单', question: '门票怎么卖', expected: ['60元'] },
  { kind: '问题单', question: '青花梅瓶是什么做的', expected: ['瓷'] },
  { kind: '问题单', question: '骆驼载乐俑是在哪儿出土的', expected: ['陕西西安'] },
  { kind: '问题单', question: '张择端的作品在哪个展厅', expected: ['书画厅'] },
];
