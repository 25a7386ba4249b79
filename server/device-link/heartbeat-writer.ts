import { sql } from 'drizzle-orm';
import type { HeartbeatBody } from '../../src/shared/api/device-link';
import { SAMPLE_EVERY_SECONDS } from '../../src/shared/api/monitoring';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { FleetFeed, FleetNews } from '../monitoring/fleet-feed';

/** What a heartbeat's write tells about the robot whose token matched an allowed device. */
export interface BeatenDevice {
  projectId: string;
  name: string;
  expiresAt: Date;
  pendingCommands: number;
  at: Date;
  /** The position's map as stored: null when the beat named another project's map. */
  mapId: string | null;
}

interface Waiting {
  tokenHash: string;
  beat: HeartbeatBody;
  resolve(device: BeatenDevice | null): void;
  reject(error: unknown): void;
}

/** A platform map's id; a robot's own map names (anything else) never name one. */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** More than this many heartbeats wait for the next statement. */
const MAX_BATCH = 500;

interface Row {
  id: string;
  hash: string;
  project_id: string;
  name: string;
  expires_at: Date | string;
  pending: number | string;
  battery: number;
  charging: number;
  volume: number;
  current_page: string | null;
  map_id: string | null;
  x: number | null;
  y: number | null;
  point_name: string | null;
}

/** What the fleet feed hears of a written heartbeat. */
function beatNews(row: Row, at: Date): FleetNews {
  return {
    kind: 'beat',
    projectId: row.project_id,
    beat: {
      deviceId: row.id,
      projectId: row.project_id,
      battery: row.battery,
      charging: row.charging === 1,
      volume: row.volume,
      currentPage: row.current_page,
      position:
        row.x === null || row.y === null
          ? null
          : { mapId: row.map_id, x: row.x, y: row.y, pointName: row.point_name },
      lastSeenAt: at.toISOString(),
    },
  };
}

/**
 * Writes heartbeats to the devices rows, many per statement: while one UPDATE is running, the
 * heartbeats that arrive wait and go together in the next (group commit; no timer, so a lone
 * heartbeat is written at once). The UPDATE's own conditions authenticate each robot (its token,
 * not disabled, not expired), so revocation takes effect at the next beat; a token that matches
 * nothing resolves null. A position on a map of another project is kept without its map (the
 * monitoring of that project must never show the robot). Each batch costs one statement and one commit instead of one per robot.
 * The same statement keeps a battery and position sample of each robot at most every
 * SAMPLE_EVERY_SECONDS (the remote view's track and battery chart), and the batch's beats go to
 * the fleet feed once committed.
 */
export class HeartbeatWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly feed?: FleetFeed,
  ) {}

  write(tokenHash: string, beat: HeartbeatBody): Promise<BeatenDevice | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, beat, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /**
   * Writes batches until nobody waits. One statement at a time: two concurrent batches holding
   * the same robots' rows could deadlock, and one is fast enough (bench/heartbeat-ingestion.mjs).
   */
  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const written = await this.writeBatch(batch);
        for (const waiting of batch) waiting.resolve(written.get(waiting.tokenHash) ?? null);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = false;
  }

  private async writeBatch(batch: Waiting[]): Promise<Map<string, BeatenDevice>> {
    const at = this.clock.now();
    const now = at.toISOString();
    // One row per robot: of two beats of the same robot in a batch, the later one stands.
    const beats = new Map(
      batch.map(({ tokenHash, beat }) => [
        tokenHash,
        {
          hash: tokenHash,
          battery: beat.battery,
          charging: beat.charging ? 1 : 0,
          volume: beat.volume,
          current_page: beat.currentPage,
          map_id: beat.position?.mapId ?? null,
          x: beat.position?.x ?? null,
          y: beat.position?.y ?? null,
          point_name: beat.position?.pointName ?? null,
        },
      ]),
    );
    const result = await this.db.transaction(async (tx) => {
      // A heartbeat is overwritten by the next one within seconds: the commit need not wait for
      // the disk. A crash loses at most the last fraction of a second of beats, never a
      // corrupt row, and every other write of the product stays synchronous.
      await tx.execute(sql`set local synchronous_commit = off`);
      return tx.execute(sql`
      with beaten as (update devices d set
        battery = v.battery, charging = v.charging, volume = v.volume, current_page = v.current_page,
        map_id = case
          when v.map_id !~* ${UUID_PATTERN} then v.map_id
          when exists (select 1 from maps m where m.id = v.map_id::uuid and m.project_id <> d.project_id) then null
          else v.map_id end,
        position_x = v.x, position_y = v.y, point_name = v.point_name,
        last_seen_at = ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify([...beats.values()])}::jsonb) as v(hash text, battery integer,
        charging integer, volume integer, current_page text, map_id text, x double precision,
        y double precision, point_name text)
      where d.token_hash = v.hash and d.disabled_at is null and d.expires_at > ${now}::timestamptz
      returning d.id, v.hash, d.project_id, d.name, d.expires_at, v.battery, v.charging, v.volume,
        v.current_page, d.map_id, v.x, v.y, v.point_name,
        (select count(*)::int from device_commands c where c.device_id = d.id
          and c.status in ('PENDING', 'SENT') and c.expires_at > ${now}::timestamptz) as pending),
      sampled as (insert into device_samples (device_id, at, battery, map_id, x, y)
        select b.id, ${now}::timestamptz, b.battery, b.map_id, b.x, b.y from beaten b
        where not exists (select 1 from device_samples s where s.device_id = b.id
          and s.at > ${now}::timestamptz - ${sql.raw(`interval '${SAMPLE_EVERY_SECONDS} seconds'`)}))
      select * from beaten`);
    });
    const rows = (result as unknown as { rows: Row[] }).rows;
    this.feed?.publish(rows.map((row) => beatNews(row, at)));
    return new Map(
      rows.map((row) => [
        row.hash,
        {
          projectId: row.project_id,
          name: row.name,
          expiresAt: new Date(row.expires_at),
          pendingCommands: Number(row.pending),
          at,
          mapId: row.map_id,
        },
      ]),
    );
  }
}
