import { describe, expect, it } from 'vitest';
import type { MatchAnswer } from '../shared/api/test-chat';
import { pickOf, TAP_DELAY_MS, tappedSuggestion, tapTime } from './suggestion-tap';

const fallback = (suggestions: string[]) => ({ unknown: true, suggestions }) as unknown as MatchAnswer;
const answered = { unknown: false, suggestions: [] } as unknown as MatchAnswer;

describe('a visitor tapping one of 您是不是想问', () => {
  it('taps the question they meant when the robot offers it', () => {
    expect(tappedSuggestion('可以退票吗', fallback(['怎么预约参观', '可以退票吗']))).toBe('可以退票吗');
  });

  it('taps nothing when the robot answered, offered only other questions, or the visitor meant none', () => {
    expect(tappedSuggestion('可以退票吗', answered)).toBeNull();
    expect(tappedSuggestion('可以退票吗', fallback(['怎么预约参观']))).toBeNull();
    expect(tappedSuggestion(null, fallback(['可以退票吗']))).toBeNull();
  });

  it('taps a few seconds after asking', () => {
    expect(Date.parse(tapTime('2026-11-29T10:00:00.000Z')) - Date.parse('2026-11-29T10:00:00.000Z')).toBe(
      TAP_DELAY_MS,
    );
  });

  it('says the place of the question or taps it', () => {
    const offered = ['怎么预约参观', '可以退票吗'];
    expect(pickOf('可以退票吗', offered, () => 0.2)).toBe('第二个');
    expect(pickOf('可以退票吗', offered, () => 0.7)).toBe('可以退票吗');
  });
});
