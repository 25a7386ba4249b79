import { and, eq, ne, type SQL } from 'drizzle-orm';
import { KG_MSG } from '../../../src/shared/api/knowledge-graph';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { kgBases, kgBuilds, kgEntities } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { loadSchema } from '../kg-schema';
import { compileEntities, type KgSnapshot, schemaPart } from './snapshot';

/** A build interrupted this many times (server restarts mid-build) fails instead of resuming. */
export const MAX_BUILD_ATTEMPTS = 3;
const NO_CONCEPTS = '知识图谱中还没有概念，请先添加概念和实体后再构建';
const BUILD_ERROR = '构建时发生错误，请稍后重试';

/**
 * Builds run in the background of the server: PUT bases/{id}/build marks the base 构建中 and
 * returns; the job compiles the base into a snapshot page by page, writing its progress, and
 * stores the snapshot as the base's last successful build (已构建) or the reason it failed
 * (构建失败). Progress writes name the build by its start time, so an abandoned run (the base
 * deleted, a newer build begun) stops at its next write. On start the server resumes the builds a
 * restart interrupted; one interrupted too often fails with a reason instead.
 */
export class KgBuilder {
  private closing = false;
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Marks the base 构建中 (409 if it already is) and starts the job. */
  async start(baseId: string): Promise<void> {
    const startedAt = this.clock.now();
    const [started] = await this.db
      .update(kgBases)
      .set({
        buildState: 'BUILDING',
        buildProgress: 0,
        buildError: null,
        buildStartedAt: startedAt,
        buildAttempts: 1,
      })
      .where(and(eq(kgBases.id, baseId), notBuilding))
      .returning({ id: kgBases.id });
    if (!started) throw conflict(KG_MSG.alreadyBuilding);
    this.launch(baseId, startedAt);
  }

  /** Builds left 构建中 by a stopped server: resumed, or failed once they were tried too often. */
  async resumeInterrupted(): Promise<void> {
    const interrupted = await this.db
      .select({ id: kgBases.id, attempts: kgBases.buildAttempts, startedAt: kgBases.buildStartedAt })
      .from(kgBases)
      .where(eq(kgBases.buildState, 'BUILDING'));
    for (const base of interrupted) {
      if (base.attempts >= MAX_BUILD_ATTEMPTS) {
        await this.fail(base.id, base.startedAt, KG_MSG.buildInterrupted);
        continue;
      }
      const startedAt = this.clock.now();
      await this.db
        .update(kgBases)
        .set({ buildProgress: 0, buildStartedAt: startedAt, buildAttempts: base.attempts + 1 })
        .where(eq(kgBases.id, base.id));
      this.launch(base.id, startedAt);
    }
  }

  /** Stops writing: running builds stay 构建中 and resume on the next start. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled(this.running.values());
  }

  /** Resolves when the base's running build (if any) has ended: tests and benches wait on it. */
  async settled(baseId: string): Promise<void> {
    await this.running.get(baseId);
  }

  private launch(baseId: string, startedAt: Date): void {
    const job = this.run(baseId, startedAt)
      .catch(async (error) => {
        if (this.closing) return;
        this.onError(error);
        await this.fail(baseId, startedAt, BUILD_ERROR).catch(this.onError);
      })
      .finally(() => this.running.delete(baseId));
    this.running.set(baseId, job);
  }

  /** Writes progress for this run only; false once the run is abandoned. */
  private async report(baseId: string, startedAt: Date, progress: number): Promise<boolean> {
    if (this.closing) return false;
    const [row] = await this.db
      .update(kgBases)
      .set({ buildProgress: Math.round(progress) })
      .where(thisRun(baseId, startedAt))
      .returning({ id: kgBases.id });
    return row !== undefined;
  }

  private async fail(baseId: string, startedAt: Date | null, reason: string): Promise<void> {
    await this.db
      .update(kgBases)
      .set({ buildState: 'FAILED', buildError: reason, buildProgress: 0, buildAttempts: 0 })
      .where(startedAt ? thisRun(baseId, startedAt) : eq(kgBases.id, baseId));
  }

  private async run(baseId: string, startedAt: Date): Promise<void> {
    // Let the call that started the build answer first.
    await new Promise((resolve) => setImmediate(resolve));
    if (!(await this.report(baseId, startedAt, 5))) return;
    const schema = await loadSchema(this.db, baseId);
    if (schema.concepts.size === 0) return this.fail(baseId, startedAt, NO_CONCEPTS);
    const total = await this.db.$count(kgEntities, eq(kgEntities.baseId, baseId));
    const entities = await compileEntities(this.db, baseId, total, (done) =>
      this.report(baseId, startedAt, 10 + done * 80),
    );
    if (!entities || !(await this.report(baseId, startedAt, 95))) return;
    const snapshot: KgSnapshot = { ...schemaPart(schema), entities };
    await this.db.transaction((tx) =>
      storeBuild(tx, baseId, snapshot, this.clock.now(), thisRun(baseId, startedAt)),
    );
  }
}

/**
 * Makes `snapshot` the base's last successful build (已构建) — unless `current` (this run still
 * being the base's build) no longer holds.
 */
export async function storeBuild(
  tx: Database,
  baseId: string,
  snapshot: KgSnapshot,
  builtAt: Date,
  current?: SQL,
): Promise<void> {
  const [stored] = await tx
    .update(kgBases)
    .set({
      buildState: 'BUILT',
      buildProgress: 100,
      buildAttempts: 0,
      buildError: null,
      builtAt,
      builtEntities: snapshot.entities.length,
      builtRelations: snapshot.entities.reduce((sum, entity) => sum + entity.out.length, 0),
    })
    .where(current ?? eq(kgBases.id, baseId))
    .returning({ id: kgBases.id });
  if (!stored) return;
  await tx
    .insert(kgBuilds)
    .values({ baseId, snapshot, builtAt })
    .onConflictDoUpdate({ target: kgBuilds.baseId, set: { snapshot, builtAt } });
}

const notBuilding = ne(kgBases.buildState, 'BUILDING');
const thisRun = (baseId: string, startedAt: Date) =>
  and(eq(kgBases.id, baseId), eq(kgBases.buildState, 'BUILDING'), eq(kgBases.buildStartedAt, startedAt));
