import { type FallbackAnswer, fallbackAnswerInput, UNRECOGNISED } from '../../shared/api/fallback';

/** An answer being edited, with a key that follows it (its stored id, or a new one). */
export interface AnswerDraft {
  id: string;
  situation: string;
  text: string;
}

let nextKey = 0;
export function newAnswer(situation: string = UNRECOGNISED): AnswerDraft {
  nextKey += 1;
  return { id: `new-${nextKey}`, situation, text: '' };
}

export const draftsOf = (answers: FallbackAnswer[]): AnswerDraft[] =>
  answers.map((answer) => ({ ...answer }));

/** The first problem of an answer in the server's words, or null. */
export function answerProblem(answer: AnswerDraft): string | null {
  const result = fallbackAnswerInput.safeParse(answer);
  return result.success ? null : (result.error.issues[0]?.message ?? '回答不完整');
}

/** Answers as the edit call takes them (trimmed, in order). */
export const answersOf = (drafts: AnswerDraft[]) =>
  drafts.map((draft) => fallbackAnswerInput.parse({ situation: draft.situation, text: draft.text }));

/** How many answers each situation has, in the order the situations first appear. */
export function situationCounts(drafts: AnswerDraft[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const draft of drafts) counts.set(draft.situation, (counts.get(draft.situation) ?? 0) + 1);
  return [...counts];
}
