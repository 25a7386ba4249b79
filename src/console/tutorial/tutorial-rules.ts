import { TUTORIAL_OFFSETS } from '../../shared/constants';

/**
 * The highlight around a tutorial target: the spec's offsets are top, right, bottom, left
 * (10, 8, 10, 8); the popover's highlight takes one horizontal and one vertical gap, so each
 * pair gives its larger value and the target is never cut.
 */
export function highlightGap(
  offsets: readonly [number, number, number, number] = TUTORIAL_OFFSETS,
): [number, number] {
  const [top, right, bottom, left] = offsets;
  return [Math.max(left, right), Math.max(top, bottom)];
}

export interface TutorialMoment {
  /** The server's count of sign-ins: 1 on the very first. */
  loginTimes: number;
  seen: boolean;
  /** The user came in through the console's front door (/home), not a deep link. */
  enteredHome: boolean;
  pathname: string;
}

/**
 * The first-time guidance shows once per user: on the first sign-in, once home has opened its
 * first page.
 */
export const shouldStartTutorial = ({ loginTimes, seen, enteredHome, pathname }: TutorialMoment): boolean =>
  loginTimes === 1 && !seen && enteredHome && pathname.startsWith('/home/');
