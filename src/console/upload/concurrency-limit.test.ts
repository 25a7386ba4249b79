import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once and runs every task', async () => {
    const run = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const task = (value: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return value;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((value) => run(task(value))))).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('frees the place of a task that failed', async () => {
    const run = createConcurrencyLimit(1);
    await expect(run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(async () => 'next')).toBe('next');
  });
});
