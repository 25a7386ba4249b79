import { eq } from 'drizzle-orm';
import type { SlotSpan } from '../../src/shared/api/intents';
import type { Database } from '../db/database';
import { dictionaries, dictionaryEntries, intentExamples, intentSlots, intents } from '../db/schema';
import { demoProjectOf } from './demo-fleet';
import { DEMO_GRAPH_ENTITIES } from './demo-knowledge-graph';

/** Word lists of the demo project: each entry, then its synonyms. */
export const DEMO_DICTIONARIES: { name: string; description: string; entries: [string, ...string[]][] }[] = [
  {
    name: '展厅',
    description: '展馆里可以带访客去的展区',
    entries: [
      ['展厅A', 'A厅', 'A展厅', '一号展厅', '青铜器厅'],
      ['展厅B', 'B厅', 'B展厅', '二号展厅', '陶瓷厅'],
      ['多媒体区', '多媒体展区', '影音区'],
      ['儿童区', '亲子区', '儿童乐园'],
      ['报告厅', '会议厅', '演讲厅'],
      ['序厅', '入口大厅', '门厅'],
    ],
  },
  {
    name: '设施',
    description: '访客常问的公共设施',
    entries: [
      ['卫生间', '洗手间', '厕所'],
      ['充电桩', '充电站', '充电处'],
      ['前台', '服务台', '咨询台'],
      ['电梯', '直梯', '升降梯'],
      ['饮水机', '饮水处', '开水间'],
      ['休息区', '休息室'],
    ],
  },
  {
    name: '展品',
    description: '展馆的展品：访客叫它的名字或俗称，问答都认得（与知识图谱的展品一致）',
    entries: DEMO_GRAPH_ENTITIES.filter((entity) => entity.concept === '展品').map(
      (exhibit): [string, ...string[]] => [exhibit.name, ...(exhibit.aliases ?? [])],
    ),
  },
  {
    name: '交通',
    description: '到展馆来的公交线路和地铁：访客常报线路号问',
    entries: [
      ['公交', '35路', '61路', 'K8路', 'K8', '35路车', '61路车', 'K8路车'],
      ['地铁', '2号线', '二号线', '地铁2号线'],
    ],
  },
  {
    name: '音量调节',
    description: '调大或调小机器人的音量',
    entries: [
      ['调大', '大一点', '大声点', '响一点', '调高'],
      ['调小', '小一点', '小声点', '轻一点', '调低'],
    ],
  },
];

interface DemoIntent {
  name: string;
  description: string;
  reply: string;
  slots: { name: string; dictionary: string; required: boolean; followUp: string }[];
  /** Each example with the words of it that fill a slot. */
  examples: [string, ...[word: string, slot: string][]][];
}

export const DEMO_INTENTS: DemoIntent[] = [
  {
    name: '带我去',
    description: '访客请机器人带路去某个展区',
    reply: '好的，请跟我来，我们去{地点}',
    slots: [{ name: '地点', dictionary: '展厅', required: true, followUp: '您想去哪里？' }],
    examples: [
      ['带我去展厅A', ['展厅A', '地点']],
      ['我想去多媒体区看看', ['多媒体区', '地点']],
      ['请带我去报告厅', ['报告厅', '地点']],
      ['儿童区怎么走', ['儿童区', '地点']],
      ['领我去二号展厅', ['二号展厅', '地点']],
      ['带我去参观一下'],
    ],
  },
  {
    name: '查询开放时间',
    description: '访客询问展馆的开放时间',
    reply: '星河博物馆周二至周日 9:00–17:00 开放，16:30 停止入场，周一闭馆（法定节假日除外）。',
    slots: [],
    examples: [
      ['你们几点开门'],
      ['开放时间是什么时候'],
      ['今天几点关门'],
      ['周末开放吗'],
      ['现在还能进去参观吗'],
    ],
  },
  {
    name: '查找设施',
    description: '访客寻找卫生间、充电桩等设施',
    reply: '{设施}在一楼大厅东侧，需要的话我可以带您过去。',
    slots: [{ name: '设施', dictionary: '设施', required: true, followUp: '您要找什么设施呢？' }],
    examples: [
      ['卫生间在哪里', ['卫生间', '设施']],
      ['我想找充电桩', ['充电桩', '设施']],
      ['哪里有饮水机', ['饮水机', '设施']],
      ['请问洗手间怎么走', ['洗手间', '设施']],
    ],
  },
  {
    name: '调节音量',
    description: '访客让机器人说话大声或小声一些',
    reply: '好的，已为您把音量{方向}',
    slots: [{ name: '方向', dictionary: '音量调节', required: true, followUp: '要把音量调大还是调小呢？' }],
    examples: [
      ['声音大一点', ['大一点', '方向']],
      ['把音量调小', ['调小', '方向']],
      ['说话小声点', ['小声点', '方向']],
      ['音量调高一些', ['调高', '方向']],
    ],
  },
];

const spansOf = (text: string, marks: [string, string][]): SlotSpan[] =>
  marks.map(([word, slot]) => {
    const start = text.indexOf(word);
    return { start, end: start + word.length, slot };
  });

/**
 * Gives the demo project dictionaries and intents with marked examples, so 意图管理 and 词典管理
 * open on real content and the matcher answers "带我去展厅A" on a fresh start. Written once: a
 * project that has any dictionary or intent keeps what its users made of them.
 */
export async function ensureDemoIntents(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  const existing =
    (await tx.$count(dictionaries, eq(dictionaries.projectId, project.id))) +
    (await tx.$count(intents, eq(intents.projectId, project.id)));
  if (existing > 0) return;
  const owner = { projectId: project.id, tenantId, userId: null, createdAt: now, updatedAt: now };
  const dictionaryIds = new Map<string, string>();
  for (const dictionary of DEMO_DICTIONARIES) {
    const [row] = await tx
      .insert(dictionaries)
      .values({ ...owner, name: dictionary.name, description: dictionary.description })
      .returning({ id: dictionaries.id });
    dictionaryIds.set(dictionary.name, row.id);
    await tx.insert(dictionaryEntries).values(
      dictionary.entries.map(([value, ...synonyms]) => ({
        dictionaryId: row.id,
        value,
        synonyms,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  for (const intent of DEMO_INTENTS) {
    const [row] = await tx
      .insert(intents)
      .values({ ...owner, name: intent.name, description: intent.description, reply: intent.reply })
      .returning({ id: intents.id });
    if (intent.slots.length > 0) {
      await tx.insert(intentSlots).values(
        intent.slots.map((slot, position) => ({
          intentId: row.id,
          name: slot.name,
          dictionaryId: dictionaryIds.get(slot.dictionary) ?? null,
          required: slot.required,
          followUp: slot.followUp,
          position,
        })),
      );
    }
    await tx.insert(intentExamples).values(
      intent.examples.map(([text, ...marks], index) => ({
        intentId: row.id,
        text,
        slots: spansOf(text, marks),
        // Oldest first, so the page lists them in the order written here.
        createdAt: new Date(now.getTime() - index * 1000),
      })),
    );
  }
}
