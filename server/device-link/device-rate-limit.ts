/**
 * A token bucket per device token: `perSecond` calls a second on average, `burst` at once. Kept
 * in process memory (checked before any query, so a flood costs no database work); with several
 * API instances a device's budget is per instance, which still bounds a runaway robot.
 */
export class DeviceRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    // A bucket that has refilled is the same as no bucket: forget it so memory follows live robots.
    this.sweeper = setInterval(() => this.sweep(), 60_000).unref();
  }

  /** Takes one call from the key's bucket; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    if (!bucket) {
      this.buckets.set(key, { tokens: this.burst - 1, at: now });
      return true;
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    const refillMs = (this.burst / this.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= refillMs) this.buckets.delete(key);
  }
}
