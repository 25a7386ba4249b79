/** Exponential backoff with jitter: min, 2·min, 4·min … up to max, each ±25 %. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly minMs: number,
    private readonly maxMs: number,
  ) {}

  /** The wait before the next try; each call doubles the one after. */
  next(): number {
    const base = Math.min(this.maxMs, this.minMs * 2 ** this.attempt);
    this.attempt += 1;
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  reset(): void {
    this.attempt = 0;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
