import { eq } from 'drizzle-orm';
import type {
  QuestionnaireAnswer,
  QuestionnaireResults,
  QuestionResult,
} from '../../../src/shared/skill-store/questionnaire-answers';
import type { StoreSkillConfiguration } from '../../../src/shared/skill-store/skill-configurations';
import type { Database } from '../../db/database';
import { questionnaireAnswers } from '../../db/schema';

type Question = StoreSkillConfiguration<'questionnaire'>['questions'][number];
type Given = QuestionnaireAnswer['answers'][number];

const OTHER = '其他';

/** A question's answers counted: per option (其他 last, with what visitors wrote), or per value. */
function resultOf(question: Question, given: Given[]): QuestionResult {
  const tally = (labels: string[], labelOf: (answer: Given) => string | null) =>
    labels.map((label) => ({ label, count: given.filter((answer) => labelOf(answer) === label).length }));
  if (question.kind === 'RADIO') {
    const labels = [...question.options, ...(question.allowOther ? [OTHER] : [])];
    return {
      questionId: question.id,
      title: question.title,
      kind: 'RADIO',
      counts: tally(labels, (answer) => (answer.other ? OTHER : (answer.choice ?? null))),
      others: given.flatMap((answer) => (answer.other ? [answer.other] : [])),
    };
  }
  const values = given.flatMap((answer) =>
    typeof answer.value === 'number' ? [Math.round(answer.value)] : [],
  );
  const labels = [...new Set(values)].sort((a, b) => a - b).map(String);
  return {
    questionId: question.id,
    title: question.title,
    kind: 'NUMBER',
    counts: tally(labels, (answer) =>
      typeof answer.value === 'number' ? String(Math.round(answer.value)) : null,
    ),
    average: values.length
      ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
      : null,
  };
}

/** The questionnaire's answers so far, per question of its current configuration. */
export async function questionnaireResults(
  db: Database,
  skillId: string,
  questions: readonly Question[],
): Promise<QuestionnaireResults> {
  const rows = await db
    .select({ answers: questionnaireAnswers.answers })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.skillId, skillId));
  return {
    answered: rows.length,
    questions: questions.map((question) =>
      resultOf(
        question,
        rows.flatMap((row) => row.answers.filter((answer) => answer.questionId === question.id)),
      ),
    ),
  };
}
