import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Round trips that callers share, for a barrier: each call resolves with a round trip that began
 * after the call. One is in flight at a time; the next begins once it is answered, at the
 * following turn of the event loop, so every call made meanwhile (under load, the requests of
 * a whole turn or more) shares it.
 */
export class SharedRoundTrips {
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly roundTrip: () => Promise<void>) {}

  run(): Promise<void> {
    this.next ??= this.begin();
    return this.next;
  }

  private async begin(): Promise<void> {
    await this.inFlight?.catch(() => undefined);
    await nextTurn();
    this.next = null;
    const trip = this.roundTrip();
    this.inFlight = trip;
    try {
      await trip;
    } finally {
      if (this.inFlight === trip) this.inFlight = null;
    }
  }
}
