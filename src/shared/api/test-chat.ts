import { z } from 'zod';

/**
 * 测试对话 (manager/v1/qa/test-chat): the operator asks a project's matcher a question and sees
 * the answer a robot would give and why — what matched, the score, the words that matched and
 * the runners-up. The robots' own call (/device/v1/ask) answers with the same MatchAnswer.
 */
export const TEST_CHAT_API = {
  ask: '/manager/v1/qa/test-chat', // POST TestChatBody → MatchAnswer
} as const;

/** Longest question the matcher reads; a robot's recogniser never produces more in one turn. */
export const MAX_QUESTION_LENGTH = 200;

/** Below this score nothing matched: the robot answers with the project's fallback (未识别). */
export const MATCH_THRESHOLD = 0.4;

/** How many candidates besides the answer are shown as runners-up. */
export const RUNNERS_UP = 3;

export const TEST_CHAT_MSG = {
  questionMissing: '请输入问题',
  questionTooLong: `问题不能超过${MAX_QUESTION_LENGTH}个字`,
  libraryNotInProject: '问答库不存在',
  noFallback: '抱歉，这个问题我还不会，我会继续学习的。',
} as const;

/**
 * A fallback answer offering the closest questions (您是不是想问「停车怎么收费」、「门票多少钱」还是
 * 「儿童要买票吗」？):
 * the robot says it, and the visitor answers with one of them.
 */
export function withSuggestions(fallback: string, questions: readonly string[]): string {
  if (questions.length === 0) return fallback;
  const quoted = questions.map((question) => `「${question}」`);
  const listed = quoted.length > 1 ? `${quoted.slice(0, -1).join('、')}还是${quoted.at(-1)}` : quoted[0];
  return `${fallback}您是不是想问${listed}？`;
}

const question = z
  .string({ error: TEST_CHAT_MSG.questionMissing })
  .trim()
  .min(1, TEST_CHAT_MSG.questionMissing)
  .max(MAX_QUESTION_LENGTH, TEST_CHAT_MSG.questionTooLong);

const id = z.string().min(1).max(64);

/**
 * A question left unanswered for want of a slot (the robot asked its follow-up): sent back with
 * the next question so the answer to the follow-up completes the intent.
 */
export const pendingIntent = z.object({
  intentId: id.describe('等待补全槽位的意图 id'),
  slots: z.record(z.string().max(64), z.string().max(200)).describe('已填的槽位：槽位名 → 值'),
});
export type PendingIntent = z.infer<typeof pendingIntent>;

/** How many questions a fallback offers (您是不是想问「A」、「B」还是「C」？). */
export const OFFERED_QUESTIONS = 3;

export const askFields = {
  question: question.describe('访客的问题（识别出的文字）'),
  pending: pendingIntent.nullable().optional().describe('上一轮回答里的 pending：机器人追问后原样带回'),
  offered: z
    .array(z.string().max(MAX_QUESTION_LENGTH))
    .max(OFFERED_QUESTIONS, `offered 最多 ${OFFERED_QUESTIONS} 个问题`)
    .optional()
    .describe(
      '上一轮兜底回答的 suggestions：原样带回，访客说「第二个」「退票那个」或（只有一个时）「对」即回答该问题',
    ),
};

export const testChatBody = z.object({
  projectId: id,
  ...askFields,
  libraryId: id.optional().describe('只在这个问答库里找（问答库的测试对话）'),
  personaId: id.optional().describe('用这个设备人设回答人设问题；不填时用项目默认的设备人设'),
});
export type TestChatBody = z.infer<typeof testChatBody>;

/** One answer as the Q&A library stores it (src/shared/qa/answer.ts): text, media, a screen page. */
export const answerContent = z.object({
  text: z.string().describe('回答的文字；其中的变量（如 robotName）由机器人填写'),
  media: z
    .object({ kind: z.enum(['image', 'video']), url: z.string(), name: z.string() })
    .nullable()
    .describe('随回答展示的图片或视频'),
  page: z
    .object({ homepageId: z.string(), pageId: z.string() })
    .nullable()
    .describe('随回答展示的屏幕页面：应用UI配置 id 与页面 id'),
});
export type AnswerContent = z.infer<typeof answerContent>;

export const matchedSlot = z.object({
  name: z.string(),
  value: z.string().describe('词典词条（同义词已归一）'),
  said: z.string().describe('问题里的原话'),
});

export const matchedThing = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('qa'),
    pairId: z.string(),
    libraryId: z.string(),
    libraryName: z.string(),
    question: z.string().describe('命中的问答对的标准问题'),
    matchedQuestion: z.string().describe('得分最高的那条问法（标准问题或某个相似问题）'),
  }),
  z.object({
    kind: z.literal('intent'),
    intentId: z.string(),
    intentName: z.string(),
    example: z.string().describe('得分最高的例句'),
    slots: z.array(matchedSlot),
    missingSlot: z.string().nullable().describe('缺少的必填槽位：回答是它的追问'),
    actionId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('persona'),
    personaId: z.string(),
    personaName: z.string(),
    question: z.string().describe('命中的人设问答的问题'),
    matchedQuestion: z.string().describe('得分最高的那条问法'),
  }),
  z.object({
    kind: z.literal('fallback'),
    fallbackId: z.string().nullable().describe('回答所在的兜底设置 id；项目没有启用的兜底设置时为 null'),
    situation: z.string().describe('兜底的场景标签（未识别）'),
  }),
]);
export type MatchedThing = z.infer<typeof matchedThing>;

export const runnerUp = z.object({
  kind: z.enum(['qa', 'intent']),
  id: z.string(),
  title: z.string().describe('标准问题或意图名称'),
  libraryId: z.string().nullable(),
  libraryName: z.string().nullable(),
  score: z.number(),
});
export type RunnerUp = z.infer<typeof runnerUp>;

/** [start, end) in a text, in UTF-16 code units (what String.slice takes). */
const range = z.tuple([z.number().int(), z.number().int()]);

export const matchAnswer = z.object({
  answer: answerContent,
  matched: matchedThing,
  score: z.number().describe('0–1：1 表示与问法的词完全相同；低于阈值即走兜底'),
  threshold: z.number().describe('命中阈值'),
  unknown: z.boolean().describe('没有命中任何问答或意图（兜底回答）'),
  runnersUp: z.array(runnerUp).describe('其后得分最高的候选，最多 3 个'),
  suggestions: z
    .array(z.string())
    .describe(
      '兜底时给访客的选项：回答里「您是不是想问…」提到的问题，请在屏幕上列出，访客点选即以该问题再问一次；命中时为空',
    ),
  matchedWords: z.array(z.string()).describe('双方共有的词'),
  highlights: z.object({
    question: z.array(range).describe('问题里命中的位置'),
    matched: z.array(range).describe('命中的问法（matchedQuestion 或 example）里的位置'),
  }),
  pending: pendingIntent.nullable().describe('机器人在追问槽位：下一轮请求带回'),
});
export type MatchAnswer = z.infer<typeof matchAnswer>;
