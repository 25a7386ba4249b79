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

/** When the tap comes: TAP_DELAY_MS after the question (an ISO time). */
export const tapTime = (askedAt: string): string =>
  new Date(Date.parse(askedAt) + TAP_DELAY_MS).toISOString();
