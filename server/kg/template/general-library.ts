import {
  GENERAL_LIBRARY_ID,
  type QaTemplate,
  type SlotSynonym,
  type TemplateDomain,
  type TemplateKind,
} from '../../../src/shared/api/knowledge-graph-templates';

/**
 * The general template library (通用模板库) shipped with the product: question patterns people use
 * in the places robots stand — museums and exhibition halls, government service halls, bank
 * branches, campuses — and the words they use for the same thing. Read-only; a project copies
 * domains into a library of its own to change them.
 */
type Entry = [TemplateDomain, TemplateKind, string[], string[]?];

const ENTRIES: Entry[] = [
  [
    'common',
    'ATTRIBUTE',
    [
      '{entity}的{attribute}是多少',
      '{entity}的{attribute}是什么',
      '{entity}的{attribute}多少钱',
      '{entity}的{attribute}是几点',
      '{entity}的{attribute}',
      '{entity}{attribute}是多少',
      '{entity}{attribute}多少钱',
      '{entity}{attribute}是什么',
    ],
  ],
  [
    'common',
    'RELATION',
    [
      '{entity}的{relation}是谁',
      '{entity}的{relation}有哪些',
      '{entity}的{relation}有什么',
      '{entity}的{relation}是哪个',
      '{entity}{relation}是谁',
    ],
  ],
  [
    'common',
    'LIST',
    [
      '有哪些{concept}',
      '{concept}有哪些',
      '有什么{concept}',
      '都有什么{concept}',
      '{concept}都有什么',
      '介绍一下都有哪些{concept}',
    ],
  ],
  [
    'common',
    'FIXED',
    ['{entity}在哪里', '{entity}在哪', '{entity}在什么地方', '{entity}怎么走', '{entity}的位置'],
    ['位置', '所在位置', '地址', '所在展厅', '位于', '所在楼层', '地点'],
  ],
  [
    'museum',
    'FIXED',
    ['{entity}几点开门', '{entity}什么时候开放', '{entity}几点关门', '{entity}开放时间'],
    ['开放时间', '营业时间'],
  ],
  [
    'museum',
    'FIXED',
    ['{entity}门票多少钱', '{entity}票价多少', '{entity}要门票吗', '{entity}收费吗', '去{entity}要多少钱'],
    ['门票价格', '门票', '票价'],
  ],
  [
    'museum',
    'FIXED',
    ['{entity}是谁做的', '{entity}是谁创作的', '{entity}是谁画的', '{entity}的作者是谁'],
    ['作者', '制作者', '创作者'],
  ],
  [
    'museum',
    'FIXED',
    ['{entity}是什么年代的', '{entity}是哪个朝代的', '{entity}是什么时候的'],
    ['年代', '朝代', '创作年代'],
  ],
  ['museum', 'FIXED', ['介绍一下{entity}', '{entity}是什么', '讲讲{entity}'], ['简介', '介绍', '描述']],
  [
    'government',
    'FIXED',
    ['{entity}在几号窗口', '{entity}去哪个窗口办', '{entity}在哪个窗口'],
    ['办理窗口', '窗口'],
  ],
  [
    'government',
    'FIXED',
    ['办{entity}需要什么材料', '{entity}需要带什么', '{entity}要什么材料'],
    ['所需材料', '材料'],
  ],
  [
    'government',
    'FIXED',
    ['{entity}要多久', '{entity}多长时间能办好', '{entity}几天能办好'],
    ['办理时限', '时限'],
  ],
  ['bank', 'FIXED', ['{entity}几点下班', '{entity}营业时间', '{entity}几点开门'], ['营业时间', '开放时间']],
  ['bank', 'FIXED', ['{entity}怎么办理', '怎么办{entity}', '{entity}的办理流程'], ['办理流程', '办理方式']],
  ['bank', 'FIXED', ['{entity}在哪个柜台', '{entity}去哪个窗口'], ['办理柜台', '办理窗口', '窗口']],
  ['campus', 'FIXED', ['{entity}在哪栋楼', '{entity}在几楼'], ['所在楼宇', '所在楼层', '位置']],
  ['campus', 'FIXED', ['{entity}的电话', '怎么联系{entity}', '{entity}电话多少'], ['联系电话', '电话']],
  ['campus', 'FIXED', ['{entity}几点关门', '{entity}什么时候开门'], ['开放时间', '营业时间']],
];

export const GENERAL_SYNONYMS: SlotSynonym[] = [
  { word: '门票价格', synonyms: ['门票', '票价', '门票费', '票'] },
  { word: '开放时间', synonyms: ['开馆时间', '营业时间', '开门时间', '几点开门'] },
  { word: '作者', synonyms: ['制作者', '创作者', '作者是谁'] },
  { word: '年代', synonyms: ['朝代', '时代'] },
  { word: '位置', synonyms: ['地址', '地点', '所在位置'] },
  { word: '办理窗口', synonyms: ['窗口', '柜台'] },
  { word: '所需材料', synonyms: ['材料', '要带什么'] },
  { word: '联系电话', synonyms: ['电话', '电话号码', '联系方式'] },
  { word: '负责人', synonyms: ['主管', '管理员'] },
];

export const GENERAL_TEMPLATES: QaTemplate[] = ENTRIES.map(
  ([domain, kind, patterns, targets = []], index) => ({
    id: `general-${index + 1}`,
    libraryId: GENERAL_LIBRARY_ID,
    kind,
    patterns,
    targets,
    answer: '',
    domain,
    enabled: true,
  }),
);

export const GENERAL_LIBRARY = {
  id: GENERAL_LIBRARY_ID,
  name: '通用模板库',
  description:
    '平台提供的常用问法：博物馆·展馆、政务服务大厅、银行网点、校园等场景，只读；可复制到项目模板库后修改。',
};
