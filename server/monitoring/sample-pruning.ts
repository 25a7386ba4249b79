import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deviceSamples } from '../db/schema';

/** Forgets samples older than `hours`: the track and battery history look back one day. */
export async function pruneSamples(db: Database, now: Date, hours: number): Promise<void> {
  await db.delete(deviceSamples).where(lt(deviceSamples.at, new Date(now.getTime() - hours * 3_600_000)));
}
