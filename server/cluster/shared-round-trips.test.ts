import { describe, expect, it } from 'vitest';
import { SharedRoundTrips } from './shared-round-trips';

/** Round trips answered by hand, each numbered in the order it began. */
function handTrips() {
  const answers: (() => void)[] = [];
  const trips = new SharedRoundTrips(
    () =>
      new Promise<void>((resolve) => {
        answers.push(resolve);
      }),
  );
  return { trips, answers };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('shared round trips', () => {
  it('gives every call a round trip that began after it, one for all calls made meanwhile', async () => {
    const { trips, answers } = handTrips();
    const done: string[] = [];
    const first = trips.run().then(() => done.push('first'));
    const second = trips.run().then(() => done.push('second'));
    const third = trips.run().then(() => done.push('third'));
    expect(answers).toHaveLength(1);

    answers[0]();
    await first;
    await settled();
    expect(done).toEqual(['first']);
    expect(answers).toHaveLength(2);

    answers[1]();
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(answers).toHaveLength(2);
  });

  it('starts afresh after a failed round trip', async () => {
    let fail = true;
    const trips = new SharedRoundTrips(async () => {
      if (fail) throw new Error('down');
    });
    await expect(trips.run()).rejects.toThrow('down');
    fail = false;
    await expect(trips.run()).resolves.toBeUndefined();
  });
});
