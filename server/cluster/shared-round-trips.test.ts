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

/** A few turns of the event loop, for round trips to begin. */
const settled = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('shared round trips', () => {
  it('gives every call a round trip that began after it, one for all calls made meanwhile', async () => {
    const { trips, answers } = handTrips();
    const done: string[] = [];
    const together = [
      trips.run().then(() => done.push('first')),
      trips.run().then(() => done.push('second')),
    ];
    await settled();
    expect(answers).toHaveLength(1);
    const later = [trips.run().then(() => done.push('third')), trips.run().then(() => done.push('fourth'))];
    await settled();
    expect(answers).toHaveLength(1);

    answers[0]();
    await Promise.all(together);
    await settled();
    expect(done).toEqual(['first', 'second']);
    expect(answers).toHaveLength(2);

    answers[1]();
    await Promise.all(later);
    expect(done).toEqual(['first', 'second', 'third', 'fourth']);
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
