import type { MatchAnswer } from '../shared/api/test-chat';

/** How long a visitor takes to read the robot's 您是不是想问 and tap a question. */
export const TAP_DELAY_MS = 6000;

/**
 * The question a visitor taps when the robot did not understand them and offered questions
 * (您是不是想问): the one they meant, when it is among them; a visitor offered only other
 * questions taps none.
 */
export function tappedSuggestion(meant: string | null, answer: MatchAnswer): string | null {
  if (!answer.unknown || meant === null) return null;
  return answer.suggestions.includes(meant) ? meant : null;
}

const PLACES = ['第一个', '第二个', '第三个'];

/**
 * What the visitor says or taps to pick `meant` among the offered questions: half the time its
 * place (第二个, as a robot is spoken to), the question itself otherwise (a tap asks it).
 */
export const pickOf = (meant: string, offered: readonly string[], random: () => number): string =>
  random() < 0.5 ? (PLACES[offered.indexOf(meant)] ?? meant) : meant;

/** When the tap comes: TAP_DELAY_MS after the question (an ISO time). */
export const tapTime = (askedAt: string): string =>
  new Date(Date.parse(askedAt) + TAP_DELAY_MS).toISOString();
