import { z } from 'zod';
import { askFields } from '../api/test-chat';
import type { InterpreterContext } from './scene-flow-interpreter';
import { askBranch } from './scene-flow-schema';

/**
 * Which branch of an ask a visitor's answer takes, decided by the project's matcher on the
 * server (the same one that answers questions): the editor's simulation and the robots send the
 * answer with the ask's branches and follow the branch it names; null is the fallback branch.
 */
export const answerMatchFields = {
  answer: askFields.question.describe('访客的回答（识别出的文字）'),
  branches: z
    .array(askBranch.pick({ id: true, examples: true }))
    .min(1)
    .max(8)
    .describe('提问节点的分支：id 与回答示例'),
};
export const answerMatchBody = z.object(answerMatchFields).describe('场景提问的回答');
export type AnswerMatchBody = z.infer<typeof answerMatchBody>;

export const answerMatch = z.object({
  branchId: z.string().nullable().describe('命中的分支 id；null 表示走兜底分支'),
});
export type AnswerMatch = z.infer<typeof answerMatch>;

/** The interpreter's context once the platform has read the answer: the branch it decided. */
export const decidedBranch = (branchId: string | null): InterpreterContext => ({
  matchAnswer: () => branchId,
});
