import { type FallbackMode, UNRECOGNISED } from '../api/fallback';

/** What picking needs of a fallback set (its rows as stored, in their order). */
export interface FallbackSetForPick {
  enabled: boolean;
  mode: FallbackMode;
  answers: readonly { id: string; situation: string; text: string }[];
}

/**
 * Where each situation's turn stands, kept by the caller per conversation (or robot) between
 * picks: the number of answers already given per situation. Start with `{}`.
 */
export type FallbackTurnState = Readonly<Record<string, number>>;

export interface FallbackPick {
  answer: { id: string; situation: string; text: string };
  /** The situation actually answered (the asked one, else 未识别, else any). */
  situation: string;
  /** The state to pass to the next pick. */
  turnState: FallbackTurnState;
}

/**
 * The answer a fallback set gives in `situation`. Answers tagged with the situation come first;
 * a situation with none falls back to 未识别, then to every answer of the set. IN_TURN walks
 * them in order, round and round; RANDOM draws with `random` (0 ≤ r < 1). A disabled set, or
 * one without answers, gives null.
 */
export function pickFallback(
  set: FallbackSetForPick,
  situation: string,
  turnState: FallbackTurnState,
  random: () => number = Math.random,
): FallbackPick | null {
  if (!set.enabled || set.answers.length === 0) return null;
  const tagged = (tag: string) => set.answers.filter((answer) => answer.situation === tag);
  let answered = situation;
  let candidates = tagged(situation);
  if (candidates.length === 0 && situation !== UNRECOGNISED) {
    answered = UNRECOGNISED;
    candidates = tagged(UNRECOGNISED);
  }
  if (candidates.length === 0) {
    answered = '*';
    candidates = [...set.answers];
  }
  const given = turnState[answered] ?? 0;
  const index =
    set.mode === 'IN_TURN'
      ? given % candidates.length
      : Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  const answer = candidates[index];
  return {
    answer,
    situation: answer.situation,
    turnState: { ...turnState, [answered]: given + 1 },
  };
}
