import { and, eq } from 'drizzle-orm';
import {
  INTEREST_ANSWER_TYPES,
  interestAnswerConfiguration,
} from '../../../src/shared/skill-store/skill-configurations';
import type { Database } from '../../db/database';
import { skills } from '../../db/schema';
import type { SnapshotPair } from '../../matcher/knowledge-snapshot';
import { isStoreSkill } from './store-skill-rows';

/**
 * The project's enabled 趣味问答 as pairs the matcher answers like a Q&A library's (similar
 * wordings understood the same way), named after the skill's kind of Q&A (猜谜语…).
 */
export async function interestAnswerPairs(db: Database, projectId: string): Promise<SnapshotPair[]> {
  const [row] = await db
    .select({ id: skills.id, definition: skills.definition })
    .from(skills)
    .where(
      and(
        isStoreSkill,
        eq(skills.projectId, projectId),
        eq(skills.storeSkillCode, 'interestAnswer'),
        skills.enabled,
      ),
    );
  const parsed = row && interestAnswerConfiguration.safeParse(row.definition);
  if (!parsed?.success) return [];
  const { interestAnswerType, interestQuestionList } = parsed.data;
  return interestQuestionList.map(({ question, answer }, index) => ({
    id: `${row.id}:${index}`,
    libraryId: row.id,
    libraryName: `趣味问答·${INTEREST_ANSWER_TYPES[interestAnswerType]}`,
    question,
    similarQuestions: [],
    answers: [{ text: answer, media: null, page: null }],
  }));
}
