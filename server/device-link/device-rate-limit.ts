import type { Database } from '../db/database';
import { DeviceBudgets } from './device-budgets';

/** A token bucket per device token in this process's memory. */
class LocalTokenBuckets {
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

/**
 * The device API's call budget per device token: `perSecond` calls a second on average, `burst`
 * at once, whichever API processes the robot's calls reach. A bucket in this process's memory
 * is asked first, so a flood at one process costs no database work past its budget; a call it
 * lets through then takes from the token's bucket in PostgreSQL, which every process shares.
 */
export class DeviceRateLimit {
  private readonly local: LocalTokenBuckets;
  private readonly shared: DeviceBudgets;

  constructor(db: Database, perSecond: number, burst: number) {
    this.local = new LocalTokenBuckets(perSecond, burst);
    this.shared = new DeviceBudgets(db, perSecond, burst);
  }

  async take(key: string): Promise<boolean> {
    return this.local.take(key) && (await this.shared.take(key));
  }

  /**
   * Like take, with the call's own first read (`alongside`) sent beside the shared bucket's write,
   * so the call waits one round trip instead of two; null when the budget refuses. When this
   * process's bucket is empty, neither is sent.
   */
  async takeAlongside<T>(key: string, alongside: () => Promise<T>): Promise<T | null> {
    if (!this.local.take(key)) return null;
    const [granted, value] = await Promise.all([this.shared.take(key), alongside()]);
    return granted ? value : null;
  }

  close(): void {
    this.local.close();
  }
}
