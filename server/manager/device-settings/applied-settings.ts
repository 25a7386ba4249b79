import { eq } from 'drizzle-orm';
import type { AppliedSettings, DeviceSettings, SettingKind } from '../../../src/shared/api/device-settings';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema';
import { resolveSetting } from './resolve-setting';
import { enabledTargets } from './setting-targets';

/** The enabled rows of both kinds of a project, as resolveSetting reads them. */
export async function projectCandidates(db: Database, projectId: string) {
  const [baseConfiguration, persona] = await Promise.all(
    (['BASE_CONFIG', 'PERSONA'] as SettingKind[]).map((kind) => enabledTargets(db, projectId, kind)),
  );
  return { baseConfiguration, persona };
}

/** What applies to each device of a project, by device id. */
export async function appliedSettings(db: Database, projectId: string): Promise<AppliedSettings> {
  const [candidates, robots] = await Promise.all([
    projectCandidates(db, projectId),
    db.select({ id: devices.id, tags: devices.tags }).from(devices).where(eq(devices.projectId, projectId)),
  ]);
  return Object.fromEntries(
    robots.map((device) => [
      device.id,
      {
        baseConfiguration: resolveSetting(candidates.baseConfiguration, device),
        persona: resolveSetting(candidates.persona, device),
      },
    ]),
  );
}

/** How many devices each row of a kind applies to now, by row id. */
export function deviceCounts(applied: AppliedSettings, key: keyof DeviceSettings): Map<string, number> {
  const counts = new Map<string, number>();
  for (const settings of Object.values(applied)) {
    const id = settings[key]?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
