import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../test-support/manual-clock';
import {
  type ChangeFeed,
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
} from './session-cache';

/** The database's change notifications as the cache sees them, moved by hand. */
class HandFeed implements ChangeFeed {
  listening = true;
  syncFails = false;
  private changed: (() => void) | null = null;
  private readonly lostListeners: (() => void)[] = [];
  /** Delivered at the next sync, as a notification still on its way is. */
  private onTheWay = 0;

  async watch(channel: string, listener: () => void): Promise<void> {
    expect(channel).toBe(SESSION_CHANGES_CHANNEL);
    this.changed = listener;
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  async sync(): Promise<void> {
    if (this.syncFails) throw new Error('the listening connection did not answer');
    for (; this.onTheWay > 0; this.onTheWay--) this.changed?.();
  }

  /** A change committed: its notification arrives now, or (`late`) at the next sync. */
  change({ late = false } = {}): void {
    if (late) this.onTheWay++;
    else this.changed?.();
  }

  lose(): void {
    this.listening = false;
    for (const listener of this.lostListeners) listener();
  }
}

interface Session {
  nickname: string;
  expiresAt: Date;
}

let clock: ManualClock;
let feed: HandFeed;
let cache: SessionCache<Session>;
/** What the database holds; every read of it is counted. */
let stored: Session | null;
let reads: number;
const load = async () => {
  reads++;
  return stored && { ...stored };
};
const read = () => cache.read('token-digest', load);

beforeEach(async () => {
  clock = new ManualClock();
  feed = new HandFeed();
  cache = await SessionCache.over<Session>(feed, clock);
  stored = { nickname: '管理员', expiresAt: new Date(clock.now().getTime() + 3_600_000) };
  reads = 0;
});

describe('the session cache', () => {
  it('reads a session once while nothing changes', async () => {
    for (let n = 0; n < 5; n++) expect(await read()).toMatchObject({ nickname: '管理员' });
    expect(reads).toBe(1);
  });

  it('reads again after a change, even one whose notification was still on its way', async () => {
    await read();
    stored = { ...(stored as Session), nickname: '改名' };
    feed.change();
    expect(await read()).toMatchObject({ nickname: '改名' });
    stored = null;
    feed.change({ late: true });
    expect(await read()).toBeNull();
    expect(reads).toBe(3);
  });

  it('does not keep a read that a change overtook', async () => {
    let release = () => {};
    const slow = cache.read('token-digest', async () => {
      const before = await load();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return before;
    });
    await Promise.resolve();
    feed.change();
    release();
    await slow;
    await read();
    expect(reads).toBe(2);
  });

  it('keeps nothing while the notifications are not heard, nor across a lost connection', async () => {
    await read();
    feed.lose();
    await read();
    await read();
    expect(reads).toBe(3);
    feed.listening = true;
    await read();
    await read();
    expect(reads).toBe(4);
  });

  it('reads the database when the notifications cannot be confirmed', async () => {
    await read();
    feed.syncFails = true;
    await read();
    await read();
    expect(reads).toBe(3);
  });

  it('reads again once an entry is old, and never answers a session past its expiry', async () => {
    await read();
    clock.advance(SESSION_CACHE_MAX_AGE_MS);
    await read();
    expect(reads).toBe(2);
    stored = null;
    clock.advance(3_600_000);
    expect(await read()).toBeNull();
  });

  it('does not remember an unknown token', async () => {
    stored = null;
    await read();
    await read();
    expect(reads).toBe(2);
  });
});
