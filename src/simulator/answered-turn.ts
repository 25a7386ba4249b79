import type { MatchAnswer } from '../shared/api/test-chat';
import type { Turn } from './visitor-talk';

/**
 * What the robot reports of a turn the platform answered: its answer, what matched (null:
 * unknown) and the intent, when an intent answered.
 */
export function answeredTurn(question: string, answer: MatchAnswer): Turn {
  const { matched } = answer;
  const name =
    matched.kind === 'qa' ? matched.question : matched.kind === 'intent' ? matched.intentName : null;
  return {
    question,
    answer: answer.answer.text.slice(0, 2000),
    matched: name?.slice(0, 200) ?? null,
    intent: matched.kind === 'intent' ? matched.intentName.slice(0, 100) : null,
    unknown: answer.unknown,
    score: answer.unknown ? null : Math.round(answer.score * 100) / 100,
  };
}
