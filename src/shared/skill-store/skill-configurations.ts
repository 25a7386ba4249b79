import { z } from 'zod';
import { isServableMediaUrl } from '../screen/media-url';
import { dayWindows, timeOfDay, timeWindow, weekdays, weeklySchedule } from './skill-schedule';

/**
 * What each store skill's configuration page edits (a store skill row's `definition`), one zod
 * schema per catalogue code: the console validates with it before saving, the server before
 * storing, and the robots' bundle is built from what it parsed. Points are named by their map
 * point id, so renaming a point on the map keeps the route.
 */
const pointId = z.string({ error: '请选择点位' }).min(1, '请选择点位').max(64);
const speech = (what: string, max = 200) =>
  z.string().trim().max(max, `${what}不能超过${max}个字符`).default('');
const required = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}不能超过${max}个字符`);
const uniquePoints = <T extends { pointId: string }>(items: T[]) =>
  new Set(items.map((item) => item.pointId)).size === items.length;

export const PATROL_MAX_STOPS = 50;
/** 巡逻: a route over map points in order, the windows it is walked in, what is said at each stop. */
export const patrolConfiguration = z.object({
  route: z
    .array(
      z.object({
        pointId,
        speech: speech('播报内容'),
        waitSeconds: z.number().int().min(0).max(600).default(10),
      }),
    )
    .min(2, '巡逻路线至少需要两个点位')
    .max(PATROL_MAX_STOPS, `巡逻路线最多${PATROL_MAX_STOPS}个点位`),
  schedule: weeklySchedule,
  /** LOOP walks the route again and again inside a window; ONCE walks it once at each window's start. */
  repeat: z.enum(['LOOP', 'ONCE'], { error: '请选择重复方式' }),
});

/** 音量控制: the volume robots keep by time of day (outside every band, the default). */
export const volumeControlConfiguration = z.object({
  defaultVolume: z.number({ error: '请输入音量' }).int().min(0, '音量最小为0').max(100, '音量最大为100'),
  bands: dayWindows(
    timeWindow.and(
      z.object({
        volume: z.number({ error: '请输入音量' }).int().min(0, '音量最小为0').max(100, '音量最大为100'),
      }),
    ),
    12,
  ),
});

/** 休眠播报: when robots sleep and wake, and what they say first. */
export const sleepReportConfiguration = z
  .object({
    days: weekdays,
    sleepAt: timeOfDay,
    wakeAt: timeOfDay,
    sleepSpeech: speech('休眠前播报'),
    wakeSpeech: speech('唤醒后播报'),
  })
  .refine(({ sleepAt, wakeAt }) => sleepAt !== wakeAt, {
    message: '唤醒时间不能与休眠时间相同',
    path: ['wakeAt'],
  });

/** The words that start a navigation: 「带我去展厅A」. */
export const NAVIGATE_TRIGGERS = ['带我去', '我要去', '怎么去', '去'] as const;
/** 导航: the points a visitor may ask to be taken to, and what the robot says there. */
export const navigateConfiguration = z.object({
  destinations: z
    .array(z.object({ pointId, arrivalSpeech: speech('到达播报') }))
    .min(1, '请至少选择一个目的地')
    .max(PATROL_MAX_STOPS)
    .refine(uniquePoints, '目的地不能重复'),
  departSpeech: speech('出发播报', 100),
});

/** 引领: tours a visitor asks for by name, each leg explained on the way. */
export const guideConfiguration = z.object({
  tours: z
    .array(
      z.object({
        name: required('路线名称', 20),
        legs: z
          .array(z.object({ pointId, explanation: speech('讲解词', 500) }))
          .min(1, '每条路线至少一段')
          .max(20, '每条路线最多20段'),
      }),
    )
    .min(1, '请至少添加一条引领路线')
    .max(10, '最多10条引领路线')
    .refine((tours) => new Set(tours.map((tour) => tour.name)).size === tours.length, '路线名称不能重复'),
});

/** 充电: below `goBelow` % the robot goes to the pile; it leaves once above `leaveAbove` %. */
export const chargeConfiguration = z
  .object({
    chargerPointId: pointId,
    goBelow: z.number({ error: '请输入电量' }).int().min(5, '回充电量最小为5%').max(50, '回充电量最大为50%'),
    leaveAbove: z
      .number({ error: '请输入电量' })
      .int()
      .min(50, '离桩电量最小为50%')
      .max(100, '离桩电量最大为100%'),
    speech: speech('回充播报', 100),
  })
  .refine(({ goBelow, leaveAbove }) => leaveAbove >= goBelow + 20, {
    message: '离桩电量须比回充电量至少高20%',
    path: ['leaveAbove'],
  });

/** 应用: the apps a robot's screen may open. */
export const applicationConfiguration = z.object({
  apps: z
    .array(
      z.object({
        name: required('应用名称', 20),
        iconUrl: z.string().trim().max(1000).refine(isServableMediaUrl, '请从素材库选择图标'),
        address: z
          .string({ error: '请输入应用地址' })
          .trim()
          .regex(/^(https?|ftp|file):\/\/\S+$/, '请输入以 http(s)://、ftp:// 或 file:// 开头的地址')
          .max(1000, '地址过长'),
      }),
    )
    .max(20, '最多20个应用'),
});

/** The kinds of fun Q&A (spec: interestAnswerType). */
export const INTEREST_ANSWER_TYPES = {
  RIDDLE: '猜谜语',
  TRIVIA: '百科知识',
  JOKE: '讲笑话',
  POEM: '诗词接龙',
} as const;
/** 趣味问答: one set of fun questions and answers the matcher answers (spec: interestQuestionList). */
export const interestAnswerConfiguration = z.object({
  interestAnswerType: z.enum(Object.keys(INTEREST_ANSWER_TYPES) as [keyof typeof INTEREST_ANSWER_TYPES], {
    error: '请选择问答类型',
  }),
  interestQuestionList: z
    .array(z.object({ question: required('问题', 100), answer: required('答案', 500) }))
    .max(200, '最多200个问题')
    .refine((items) => new Set(items.map((item) => item.question)).size === items.length, '问题不能重复'),
});

export const QUESTION_KINDS = { RADIO: '单选', NUMBER: '数字' } as const;
/** 问卷调查: questions visitors answer on the robot's screen, in the windows it asks them. */
export const questionnaireConfiguration = z.object({
  title: required('问卷标题', 30),
  questions: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({
          id: z.string().min(1).max(64),
          kind: z.literal('RADIO'),
          title: required('题目', 100),
          options: z.array(required('选项', 20)).min(2, '单选题至少两个选项').max(10, '最多10个选项'),
          /** A last option 其他 with the visitor's own words. */
          allowOther: z.boolean().default(false),
        }),
        z.object({
          id: z.string().min(1).max(64),
          kind: z.literal('NUMBER'),
          title: required('题目', 100),
          min: z.number().int().min(0).max(99_999_999).default(0),
          max: z.number().int().min(0).max(99_999_999).default(10),
        }),
      ]),
    )
    .min(1, '请至少添加一道题')
    .max(20, '最多20道题'),
  schedule: weeklySchedule,
});

export const STORE_SKILL_CONFIGURATIONS = {
  patrol: patrolConfiguration,
  volumeControl: volumeControlConfiguration,
  sleepReport: sleepReportConfiguration,
  navigate: navigateConfiguration,
  guide: guideConfiguration,
  charge: chargeConfiguration,
  application: applicationConfiguration,
  interestAnswer: interestAnswerConfiguration,
  questionnaire: questionnaireConfiguration,
} as const;

export type StoreSkillCode = keyof typeof STORE_SKILL_CONFIGURATIONS;
export const STORE_SKILL_CODES = Object.keys(STORE_SKILL_CONFIGURATIONS) as StoreSkillCode[];
export type StoreSkillConfiguration<Code extends StoreSkillCode> = z.output<
  (typeof STORE_SKILL_CONFIGURATIONS)[Code]
>;
export const isStoreSkillCode = (code: string): code is StoreSkillCode => code in STORE_SKILL_CONFIGURATIONS;
