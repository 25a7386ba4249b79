import { describe, expect, it } from 'vitest';
import { highlightGap, shouldStartTutorial } from './tutorial-rules';

describe('the home tutorial', () => {
  it('highlights with the spec offsets 10/8/10/8: 8 across, 10 up and down', () => {
    expect(highlightGap()).toEqual([8, 10]);
    expect(highlightGap([4, 6, 12, 2])).toEqual([6, 12]);
  });

  const moment = { loginTimes: 1, seen: false, enteredHome: true, pathname: '/home/project-management' };

  it('starts on the first sign-in once home has opened its first page', () => {
    expect(shouldStartTutorial(moment)).toBe(true);
    expect(shouldStartTutorial({ ...moment, pathname: '/home' })).toBe(false);
  });

  it('never twice, never for returning users, never on a deep link', () => {
    expect(shouldStartTutorial({ ...moment, seen: true })).toBe(false);
    expect(shouldStartTutorial({ ...moment, loginTimes: 2 })).toBe(false);
    expect(shouldStartTutorial({ ...moment, enteredHome: false })).toBe(false);
  });
});
