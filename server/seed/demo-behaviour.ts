import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { ActionPageType, ActionStep } from '../../src/shared/api/actions';
import type { FallbackMode } from '../../src/shared/api/fallback';
import { parseWordFile } from '../../src/shared/hot-words/parse-word-file';
import type { Database } from '../db/database';
import {
  actionSteps,
  actions,
  fallbackAnswers,
  homepages,
  hotWordFiles,
  mapPoints,
  maps,
  personalResources,
} from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { demoProjectOf } from './demo-fleet';

const VENUE_WORDS = `# 展馆热词：每行一个词，可在词后加 1–10 的权重
科技馆 8
一楼展厅 6
机器人展区 8
恐龙化石 5
天文台
数字沙盘
互动体验区
儿童乐园
服务台 6
寄存处
无障碍通道
母婴室
咖啡厅
纪念品商店
讲解预约
导览机器人 10
人工智能
量子计算
智慧城市
临时展览
`;

const FALLBACK_ANSWERS: [situation: string, text: string][] = [
  ['未识别', '这个问题我还在学习，您可以换个说法问我。'],
  ['未识别', '抱歉，我没听清楚，可以再说一遍吗？'],
  ['未识别', '这个我暂时回答不了，您可以到一楼服务台咨询工作人员。'],
  ['超出范围', '这个问题超出了我的知识范围，我主要负责展厅导览和讲解哦。'],
  ['超出范围', '我是展厅的导览机器人，展览相关的问题都可以问我。'],
  ['闲聊', '和您聊天很开心！要不要我带您去看看机器人展区？'],
  ['闲聊', '我今天状态很好，随时为您讲解展品。'],
  ['敏感', '这个话题我不方便回答，我们聊聊展览吧。'],
  ['系统繁忙', '我正在思考中，请稍等片刻再问我。'],
];

type Owner = { projectId: string; tenantId: string; userId: null; createdAt: Date; updatedAt: Date };

/** 迎宾 and 送别: speak, a motion, the main page, and on the navigation page a walk to the front desk. */
async function seedActions(tx: Database, owner: Owner): Promise<void> {
  const [screen] = await tx
    .select({ id: homepages.id, document: homepages.document })
    .from(homepages)
    .where(eq(homepages.projectId, owner.projectId))
    .orderBy(asc(homepages.createdAt))
    .limit(1);
  const mainPage = screen?.document.pages.find((page) => page.type === 'MAIN');
  const [point] = await tx
    .select({ id: mapPoints.id, name: mapPoints.name })
    .from(mapPoints)
    .innerJoin(maps, eq(maps.id, mapPoints.mapId))
    .where(eq(maps.projectId, owner.projectId))
    .orderBy(asc(mapPoints.name))
    .limit(1);
  const [welcome, farewell] = await tx
    .insert(actions)
    .values([
      { ...owner, name: '迎宾', description: '访客走近时问好、挥手，并回到主页。' },
      { ...owner, name: '送别', description: '访客离开时道别并鞠躬。' },
    ])
    .returning({ id: actions.id });
  const plan: [string, ActionPageType, ActionStep[]][] = [
    [
      welcome.id,
      'MAIN',
      [
        { kind: 'SPEAK', text: '您好，欢迎来到展厅！我是导览机器人小智，有什么可以帮您？' },
        { kind: 'MOTION', motion: 'wave' },
        ...(screen && mainPage
          ? [
              {
                kind: 'SHOW_PAGE' as const,
                homepageId: screen.id,
                pageId: mainPage.id,
                pageName: mainPage.name,
              },
            ]
          : []),
      ],
    ],
    [
      welcome.id,
      'NAVIGATION',
      [
        { kind: 'SPEAK', text: '请跟我来，我带您去服务台。' },
        ...(point ? [{ kind: 'MOVE_TO' as const, pointId: point.id, pointName: point.name }] : []),
        { kind: 'WAIT', seconds: 3 },
      ],
    ],
    [
      farewell.id,
      'MAIN',
      [
        { kind: 'SPEAK', text: '感谢您的参观，欢迎下次再来！' },
        { kind: 'MOTION', motion: 'bow' },
      ],
    ],
  ];
  await tx
    .insert(actionSteps)
    .values(
      plan.flatMap(([actionId, pageType, steps]) =>
        steps.map((step, position) => ({ actionId, pageType, position, kind: step.kind, step })),
      ),
    );
}

async function seedFallback(tx: Database, owner: Owner): Promise<void> {
  const mode: FallbackMode = 'RANDOM';
  const [set] = await tx
    .insert(personalResources)
    .values({ ...owner, kind: 'REVEAL', name: '展厅默认兜底', fallbackMode: mode })
    .returning({ id: personalResources.id });
  await tx
    .insert(fallbackAnswers)
    .values(
      FALLBACK_ANSWERS.map(([situation, text], position) => ({ setId: set.id, situation, text, position })),
    );
}

/** The venue word list; its file only when a storage is at hand (the seed tests have none). */
async function seedHotWords(tx: Database, owner: Owner, storage: FileStorage | undefined): Promise<void> {
  const [list] = await tx
    .insert(personalResources)
    .values({ ...owner, kind: 'HOT_WORD', name: '展馆热词', description: '展区、展品与服务设施的名称。' })
    .returning({ id: personalResources.id });
  if (!storage) return;
  const bytes = Buffer.from(VENUE_WORDS, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `${sha256}.txt`;
  await storage.put(key, Readable.from([bytes]), {
    size: bytes.length,
    sha256,
    contentType: 'text/plain; charset=utf-8',
  });
  const { words, skipped } = parseWordFile(VENUE_WORDS);
  await tx.insert(hotWordFiles).values({
    listId: list.id,
    name: '展馆词汇.txt',
    storageKey: key,
    size: bytes.length,
    wordCount: words.length,
    skippedCount: skipped,
    createdAt: owner.createdAt,
    updatedAt: owner.updatedAt,
  });
}

/**
 * Gives the demo project what the robot does and says beyond its knowledge: the actions 迎宾 and
 * 送别, a hot word list with a file of venue words, and a fallback set with answers for every
 * situation. Each part is written once: a project that has any keeps what its users made.
 */
export async function ensureDemoBehaviour(
  tx: Database,
  tenantId: string,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  const owner: Owner = { projectId: project.id, tenantId, userId: null, createdAt: now, updatedAt: now };
  const ofKind = (kind: 'HOT_WORD' | 'REVEAL') =>
    tx.$count(
      personalResources,
      and(eq(personalResources.projectId, project.id), eq(personalResources.kind, kind)),
    );
  if ((await tx.$count(actions, eq(actions.projectId, project.id))) === 0) await seedActions(tx, owner);
  if ((await ofKind('REVEAL')) === 0) await seedFallback(tx, owner);
  if ((await ofKind('HOT_WORD')) === 0) await seedHotWords(tx, owner, storage);
}
