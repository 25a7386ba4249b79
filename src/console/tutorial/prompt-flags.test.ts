// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_PROMPT_FLAGS, PROMPT_FLAG_NAMES, promptFlagsFrom, withPromptFlag } from './prompt-flags';
import { promptFlagsOf, setPromptFlag } from './use-prompt-flags';

describe('prompt flags', () => {
  beforeEach(() => localStorage.clear());

  it('start with all eight prompts shown', () => {
    expect(PROMPT_FLAG_NAMES).toHaveLength(8);
    expect(Object.values(INITIAL_PROMPT_FLAGS).every(Boolean)).toBe(true);
  });

  it('turns a flag off by name, or sets an explicit value', () => {
    const off = withPromptFlag(INITIAL_PROMPT_FLAGS, 'QAKeywordPrompt');
    expect(off.QAKeywordPrompt).toBe(false);
    expect(off.roleAccountPrompt).toBe(true);
    expect(withPromptFlag(off, 'QAKeywordPrompt', true).QAKeywordPrompt).toBe(true);
    expect(withPromptFlag(off, 'QAKeywordPrompt', false)).toBe(off);
  });

  it('reads damaged or foreign storage as new', () => {
    expect(promptFlagsFrom('junk')).toEqual(INITIAL_PROMPT_FLAGS);
    expect(promptFlagsFrom({ faceAttendancePrompt: 'no', extra: false })).toEqual(INITIAL_PROMPT_FLAGS);
  });

  it('keeps each user’s flags apart in the browser', () => {
    setPromptFlag('user-a', 'faceAttendancePrompt');
    expect(promptFlagsOf('user-a').faceAttendancePrompt).toBe(false);
    expect(promptFlagsOf('user-b').faceAttendancePrompt).toBe(true);
    expect(JSON.parse(localStorage.getItem('pf:user-a') ?? '{}').faceAttendancePrompt).toBe(false);
  });
});
