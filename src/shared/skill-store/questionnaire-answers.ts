import { z } from 'zod';

/** The questionnaire's calls: robots post a visitor's answers; the console reads the results. */
export const QUESTIONNAIRE_API = {
  answer: '/device/v1/questionnaire/answers', // POST questionnaireAnswerBody → { stored }
  results: '/manager/v1/shopSkill/questionnaire/results', // GET ?id (the questionnaire skill) → QuestionnaireResults
} as const;

export const QUESTIONNAIRE_MSG = {
  notRunning: '项目没有启用的问卷调查',
  unknownQuestion: '答卷中有问卷里没有的题目',
} as const;

const text = (max: number) => z.string().trim().max(max);

/** One visitor's answers, posted by the robot once; a retry with the same id stores nothing twice. */
export const questionnaireAnswerBody = z
  .object({
    id: z
      .string()
      .regex(/^[0-9A-Za-z._:-]{1,64}$/, '答卷 id 只能包含字母、数字和 . _ : -')
      .describe('答卷 id，由设备生成且唯一；重发时保持不变'),
    at: z.iso
      .datetime({ offset: true, error: '作答时间须为带时区的 ISO 8601 时间' })
      .regex(/^20\d\d-/, '作答时间须在 2000–2099 年之间'),
    answers: z
      .array(
        z.object({
          questionId: text(64).min(1),
          choice: text(20).optional().describe('单选题所选的选项；选「其他」时不填'),
          other: text(20).optional().describe('单选题选「其他」时访客填写的内容'),
          value: z.number().optional().describe('数字题的数值'),
        }),
      )
      .min(1, '答卷至少回答一题')
      .max(20),
  })
  .describe('访客的一份问卷答卷');
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerBody>;

/** One question's results as the charts draw them. */
export type QuestionResult =
  | {
      questionId: string;
      title: string;
      kind: 'RADIO';
      counts: { label: string; count: number }[];
      others: string[];
    }
  | {
      questionId: string;
      title: string;
      kind: 'NUMBER';
      counts: { label: string; count: number }[];
      average: number | null;
    };

export interface QuestionnaireResults {
  answered: number;
  questions: QuestionResult[];
}
