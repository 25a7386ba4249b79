import type { Clock } from '../clock';
import type { ClusterBus } from '../cluster/cluster-bus';

/** What the database notifies when a session, its user, enterprise or roles change (migration 0017). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Belt and braces: an entry is read again after this long, whatever was heard. */
export const SESSION_CACHE_MAX_AGE_MS = 5_000;

/** Enough for every signed-in user of a large deployment; the oldest entry goes first. */
const MAX_ENTRIES = 20_000;

/** What the cache needs of the cluster bus: the database's notifications and whether they are heard. */
export type ChangeFeed = Pick<ClusterBus, 'watch' | 'listening' | 'onLost' | 'sync'>;

interface Entry<T> {
  value: T;
  readAt: number;
  expiresAt: number;
}

/**
 * Sessions this process read lately, by token digest, so most calls need no query of their own.
 * Every process empties its cache when the database notifies a change of anything the session's
 * statement reads (triggers notify in the writing transaction, so the news leaves at commit).
 * Before an entry is served, the notifications of every change committed until then are taken
 * in (ChangeFeed.sync, one round trip shared by the calls of that moment), so a token ended
 * anywhere is refused by every process from the moment the ending is committed. While the
 * listening connection is down or not yet listening, the cache is neither read nor filled, and a
 * read that was under way when a change was heard is not kept, since it may predate the change.
 */
export class SessionCache<T extends { expiresAt: Date }> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Moves at every emptying, so a read that was under way meanwhile is not kept. */
  private generation = 0;
  private watching = false;

  private constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: Clock,
  ) {}

  /** A cache that trusts its entries once the change notifications are listened on. */
  static async over<T extends { expiresAt: Date }>(feed: ChangeFeed, clock: Clock): Promise<SessionCache<T>> {
    const cache = new SessionCache<T>(feed, clock);
    feed.onLost(() => cache.empty());
    await feed.watch(SESSION_CHANGES_CHANNEL, () => cache.empty());
    cache.watching = true;
    return cache;
  }

  /** The live session of `tokenHash` from the cache, or read by `load` (null: no live session, not kept). */
  async read(tokenHash: string, load: () => Promise<T | null>): Promise<T | null> {
    const kept = this.trusted && this.entries.has(tokenHash) ? await this.heard() : false;
    const now = this.clock.now().getTime();
    const entry = kept ? this.entries.get(tokenHash) : undefined;
    if (entry && now - entry.readAt < SESSION_CACHE_MAX_AGE_MS && now < entry.expiresAt) return entry.value;
    if (entry) this.entries.delete(tokenHash);

    const trusted = this.trusted;
    const generation = this.generation;
    const value = await load();
    if (value && trusted && this.trusted && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(tokenHash, { value, readAt: now, expiresAt: value.expiresAt.getTime() });
    }
    return value;
  }

  /** Whether every change committed until now has been heard (false: the feed failed; do not trust). */
  private heard(): Promise<boolean> {
    return this.feed.sync().then(
      () => this.trusted,
      () => false,
    );
  }

  private get trusted(): boolean {
    return this.watching && this.feed.listening;
  }

  private empty(): void {
    this.entries.clear();
    this.generation++;
  }
}
