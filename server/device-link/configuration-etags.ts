import type { ClusterBus } from '../cluster/cluster-bus';
import type { Database } from '../db/database';
import { bundleEtag, contentHash, projectContent } from './configuration-bundle';

interface Remembered {
  hash: Promise<string>;
  at: number;
}

const CHANNEL = 'configuration_hashes';

interface Computed {
  projectId: string;
  hash: string;
}

/**
 * The configuration ETag a heartbeat answers, without building the bundle at every beat: the
 * hash of a project's content is kept for `ttlMs` and shared by all its robots. A release thus
 * reaches the heartbeats within `ttlMs`; the configuration call itself always reads afresh, and
 * what it computed goes to every API process (cluster bus), so a robot that fetched its bundle
 * through one process is not told by another's older hash that it must fetch again.
 */
export class ConfigurationEtags {
  private readonly projects = new Map<string, Remembered>();
  private lastSweep = 0;

  private constructor(
    private readonly db: Database,
    private readonly bus: ClusterBus,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  static async over(
    db: Database,
    bus: ClusterBus,
    ttlMs: number,
    now: () => number = () => performance.now(),
  ): Promise<ConfigurationEtags> {
    const etags = new ConfigurationEtags(db, bus, ttlMs, now);
    await bus.subscribe<Computed>(CHANNEL, (computed) => {
      for (const { projectId, hash } of computed) etags.adopt(projectId, hash);
    });
    return etags;
  }

  async current(projectId: string, deviceName: string): Promise<string> {
    const now = this.now();
    let remembered = this.projects.get(projectId);
    if (!remembered || now - remembered.at > this.ttlMs) {
      this.forgetStale(now);
      remembered = { hash: projectContent(this.db, projectId).then(contentHash), at: now };
      this.projects.set(projectId, remembered);
      // A failed read is not remembered: the next beat tries again.
      const failed = remembered;
      failed.hash.catch(() => {
        if (this.projects.get(projectId) === failed) this.projects.delete(projectId);
      });
    }
    return bundleEtag(projectId, await remembered.hash, deviceName);
  }

  /** What the configuration call just computed is the freshest there is, here and elsewhere. */
  remember(projectId: string, hash: string): void {
    this.bus.publish(CHANNEL, [{ projectId, hash } satisfies Computed]);
  }

  private adopt(projectId: string, hash: string): void {
    this.projects.set(projectId, { hash: Promise.resolve(hash), at: this.now() });
  }

  /** At most once per `ttlMs`, so a miss costs one pass over the projects only that often. */
  private forgetStale(now: number): void {
    if (now - this.lastSweep < this.ttlMs) return;
    this.lastSweep = now;
    for (const [projectId, remembered] of this.projects) {
      if (now - remembered.at > this.ttlMs) this.projects.delete(projectId);
    }
  }
}
