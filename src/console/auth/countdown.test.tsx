// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownStart, smsButtonLabel } from './countdown';
import { useCountdown } from './use-countdown';

describe('SMS countdown', () => {
  it('starts at 120, then 60 on every restart', () => {
    expect(countdownStart(false)).toBe(120);
    expect(countdownStart(true)).toBe(60);
  });

  it('shows NS while counting and 发送验证码 at zero', () => {
    expect(smsButtonLabel(120)).toBe('120S');
    expect(smsButtonLabel(1)).toBe('1S');
    expect(smsButtonLabel(0)).toBe('发送验证码');
  });

  describe('useCountdown', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('counts down second by second to zero, then restarts at 60', () => {
      const { result } = renderHook(() => useCountdown());
      act(() => result.current.start());
      expect(result.current.remaining).toBe(120);
      expect(result.current.counting).toBe(true);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current.remaining).toBe(119);
      for (let second = 0; second < 119; second += 1) act(() => vi.advanceTimersByTime(1000));
      expect(result.current.remaining).toBe(0);
      expect(result.current.counting).toBe(false);
      act(() => result.current.start());
      expect(result.current.remaining).toBe(60);
    });
  });
});
