/**
 * Round trips that callers share, for a barrier: each call resolves with a round trip that began
 * after the call (the one in flight may have begun before it), and every call made while one is
 * in flight shares the next. Under load, one round trip serves a whole batch of calls.
 */
export class SharedRoundTrips {
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly roundTrip: () => Promise<void>) {}

  run(): Promise<void> {
    if (this.next) return this.next;
    if (!this.inFlight) return this.start();
    const startNext = () => {
      this.next = null;
      return this.start();
    };
    this.next = this.inFlight.then(startNext, startNext);
    return this.next;
  }

  private start(): Promise<void> {
    const trip = this.roundTrip();
    this.inFlight = trip;
    const done = () => {
      if (this.inFlight === trip) this.inFlight = null;
    };
    trip.then(done, done);
    return trip;
  }
}
