import { z } from 'zod';
import { pageQuery } from './paging';
import { QA_LIMITS } from './qa';

/**
 * 运营平台 (operation platform): what the robots of a project saw and heard, read from the events
 * they report through the device API. Every call names its project; the caller needs the
 * project's accessAuth to read and editAuth to mark, and the screen's menu code.
 */
export const OPERATION_API = {
  robots: '/manager/v1/operation/robots', // GET ?projectId → OperationRobot[]
  visitors: '/manager/v1/operation/visitors', // GET ?projectId&deviceId&from&to&pageNo&pageSize → VisitorPage
  analysis: '/manager/v1/operation/analysis', // GET ?projectId&deviceId&from&to → QaAnalysis
  marks: '/manager/v1/operation/marks', // GET ?projectId&deviceId&from&to&state&pageNo&pageSize → MarkPage
  mark: '/manager/v1/operation/mark', // POST MarkBody
  pairs: '/manager/v1/operation/pairs', // GET ?projectId&keyword → PairChoice[]
  turns: '/manager/v1/operation/turns', // GET TurnPageQuery → TurnPage: the turns behind a figure
  analysisExport: '/manager/v1/operation/analysis/export', // GET ?projectId&deviceId&from&to → xlsx
  visitorsExport: '/manager/v1/operation/visitors/export', // GET VisitorQuery without paging → xlsx
} as const;

/** An answered turn under this score (the matcher's, 0–1) was a guess: 问答标注 lists it too. */
export const LOW_ANSWER_SCORE = 0.6;

/** The longest period a screen reads at once. */
export const MAX_PERIOD_DAYS = 92;
/** The period a screen opens on, today included. */
export const DEFAULT_PERIOD_DAYS = 7;

const DAY_MS = 86_400_000;
const date = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label}不是有效日期`);

/** A project, optionally one of its robots, and a period of whole days (both ends included). */
export const operationFilter = z
  .object({
    projectId: z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(64, '项目不存在'),
    deviceId: z.string().trim().max(64).optional(),
    from: date('开始日期'),
    to: date('结束日期'),
  })
  .refine((filter) => filter.from <= filter.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
  .refine((filter) => (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS < MAX_PERIOD_DAYS, {
    message: `时间范围不能超过${MAX_PERIOD_DAYS}天`,
    path: ['to'],
  });
export type OperationFilter = z.infer<typeof operationFilter>;

export const operationProjectQuery = z.object({
  projectId: z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(64, '项目不存在'),
});

/** A robot of the project, for the filters. */
export interface OperationRobot {
  id: string;
  name: string;
}

/** 访客记录's filter of who came: people the face library recognised, or strangers. */
export const VISITOR_WHO = ['RECOGNISED', 'STRANGER'] as const;
export type VisitorWho = (typeof VISITOR_WHO)[number];
export const VISITOR_WHO_LABELS: Record<VisitorWho, string> = { RECOGNISED: '熟人', STRANGER: '陌生访客' };

export const visitorQuery = z.intersection(
  operationFilter,
  z.object({ who: z.enum(VISITOR_WHO, { error: '访客类型有误' }).optional() }),
);
export type VisitorQuery = z.infer<typeof visitorQuery>;
export const visitorPageQuery = z.intersection(visitorQuery, pageQuery);

/** How many of something a day's hour had (hour 0–23 of the server's day): a heat map's cell. */
export interface HourCount {
  date: string;
  hour: number;
  count: number;
}

/** One visit: from the robot noticing someone to them leaving, with what they asked meanwhile. */
export interface VisitorRecord {
  id: string;
  deviceId: string;
  robotName: string;
  /** ISO 8601: when the robot noticed the visitor. */
  arrivedAt: string;
  /** Seconds with the robot; null while the visit goes on or the robot did not say. */
  dwellSeconds: number | null;
  /** The face library the visitor was recognised from; null for a stranger. */
  recognisedAs: string | null;
  /** The recognised person's name, when the robot named one. */
  personName: string | null;
  /** A snapshot of the visitor, when the robot sent one. */
  photoUrl: string | null;
  questionCount: number;
  /** The first few questions, in the order asked. */
  questions: string[];
}

export interface VisitorCounts {
  visits: number;
  recognised: number;
  questions: number;
  /** Mean seconds of the visits that ended; null without any. */
  averageDwellSeconds: number | null;
}

export interface VisitorPage {
  content: VisitorRecord[];
  size: number;
  number: number;
  totalElements: number;
  counts: VisitorCounts;
  /** Arrivals per day and hour of the filter (only the hours with any). */
  hours: HourCount[];
}

/** Visits an export holds at most, the newest. */
export const VISITOR_EXPORT_ROWS = 10_000;

/** Questions a visitor record lists at most. */
export const VISIT_QUESTIONS_SHOWN = 3;

export interface AnalysisDay {
  /** YYYY-MM-DD in the server's time zone. */
  date: string;
  answered: number;
  unknown: number;
}

/** A question as visitors put it (grouped by its normalised text), how often, how often unanswered. */
export interface AskedQuestion {
  question: string;
  count: number;
  unknown: number;
}

/** An intent the robots carried out (the project's or a store skill's), with how often. */
export interface AskedIntent {
  intent: string;
  count: number;
}

export interface RobotFigures {
  deviceId: string;
  robotName: string;
  conversations: number;
  unknown: number;
}

/** 问答分析 of a period: turns per day, the answered share, what is asked most and left open. */
export interface QaAnalysis {
  conversations: number;
  unknown: number;
  /** Distinct conversations (the robots' session ids). */
  sessions: number;
  days: AnalysisDay[];
  topQuestions: AskedQuestion[];
  topUnknown: AskedQuestion[];
  topIntents: AskedIntent[];
  robots: RobotFigures[];
  /** Turns per day and hour (only the hours with any): the busiest hours' heat map. */
  hours: HourCount[];
}

/**
 * The turns behind a figure of 问答分析: the filter narrowed to a day, an hour of the day (0–23,
 * with or without the day), a question (as grouped: its normalised text), an intent or the
 * unanswered ones.
 */
export const turnPageQuery = z.intersection(
  z.intersection(operationFilter, pageQuery),
  z.object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .optional(),
    hour: z.coerce
      .number({ error: '小时有误' })
      .int('小时有误')
      .min(0, '小时有误')
      .max(23, '小时有误')
      .optional(),
    question: z.string().trim().min(1).max(500, '问题不能超过500个字符').optional(),
    intent: z.string().trim().min(1).max(100, '意图名称不能超过100个字符').optional(),
    unknown: z.enum(['true', 'false'], { error: '回答状态有误' }).optional(),
  }),
);
export type TurnPageQuery = z.infer<typeof turnPageQuery>;

/** One question a robot heard and what it answered. */
export interface TurnRecord {
  id: string;
  robotName: string;
  occurredAt: string;
  question: string;
  answer: string;
  matched: string | null;
  intent: string | null;
  unknown: boolean;
  score: number | null;
}

export interface TurnPage {
  content: TurnRecord[];
  size: number;
  number: number;
  totalElements: number;
}

/** Entries of each top list. */
export const TOP_QUESTIONS = 10;

/** 待标注, 已标注 (added to a pair as a similar question), 已忽略. */
export const MARK_STATES = ['PENDING', 'MARKED', 'IGNORED'] as const;
export type MarkState = (typeof MARK_STATES)[number];
export const MARK_STATE_LABELS: Record<MarkState, string> = {
  PENDING: '待标注',
  MARKED: '已标注',
  IGNORED: '已忽略',
};

export const markPageQuery = z.intersection(
  z.intersection(operationFilter, pageQuery),
  z.object({ state: z.enum(MARK_STATES, { error: '标注状态有误' }).default('PENDING') }),
);

/** A pair of the project's libraries a question can be marked to. */
export interface PairChoice {
  pairId: string;
  libraryName: string;
  question: string;
}

/** Pairs a picker offers at most. */
export const PAIR_CHOICES = 20;

export const pairChoiceQuery = operationProjectQuery.extend({
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
});

/** A library pair close to a group's question: marking adds the question to it as a similar one. */
export interface MarkSuggestion extends PairChoice {
  /** How close, 0–1: the project matcher's score, or the share of the question's pieces in the pair's. */
  score: number;
  /**
   * How many times a visitor, right after asking the question, got this pair's answer (tapped the
   * robot's 您是不是想问 or asked again in other words): what they meant. 0 when none did.
   */
  followedBy: number;
}

/** Unanswered turns of one normalised question. */
export interface MarkGroup {
  /** The normalised question: the group's id. */
  key: string;
  /** The wording visitors used most. */
  question: string;
  count: number;
  /** Of `count`, the turns answered but with less than LOW_ANSWER_SCORE (the rest had no answer). */
  lowScore: number;
  robots: string[];
  firstAt: string;
  lastAt: string;
  state: MarkState;
  /** For 已标注: the pair's standard question, and how often robots answered it since. */
  markedPair: string | null;
  answeredSince: number;
  suggestions: MarkSuggestion[];
}

export interface MarkPage {
  content: MarkGroup[];
  size: number;
  number: number;
  totalElements: number;
}

/** Groups marked at once at most. */
export const MAX_MARKS_AT_ONCE = 50;

const markedQuestions = z
  .array(z.string().trim().min(1, '问题不能为空').max(200, '问题不能超过200个字符'), {
    error: '请选择要标注的问题',
  })
  .min(1, '请选择要标注的问题')
  .max(MAX_MARKS_AT_ONCE, `一次最多标注${MAX_MARKS_AT_ONCE}个问题`);

export const markBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('SIMILAR'),
      projectId: operationProjectQuery.shape.projectId,
      questions: markedQuestions,
      pairId: z.string({ error: '请选择问答' }).trim().min(1, '请选择问答').max(64, '问答不存在'),
    }),
    z.object({
      action: z.literal('NEW_PAIR'),
      projectId: operationProjectQuery.shape.projectId,
      questions: markedQuestions,
      libraryId: z.string({ error: '请选择问答库' }).trim().min(1, '请选择问答库').max(64, '问答库不存在'),
      categoryId: z.string().trim().min(1).max(64).nullable().default(null),
      answer: z
        .string({ error: '请输入答案' })
        .trim()
        .min(1, '请输入答案')
        .max(QA_LIMITS.answer, `答案不能超过${QA_LIMITS.answer}个字符`),
    }),
    z.object({
      action: z.literal('IGNORE'),
      projectId: operationProjectQuery.shape.projectId,
      questions: markedQuestions,
    }),
  ],
  { error: '标注方式有误' },
);
export type MarkBody = z.infer<typeof markBody>;

export interface MarkResult {
  marked: number;
  /** The pair a NEW_PAIR mark created. */
  pairId?: string;
}
