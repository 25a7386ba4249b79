import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { SettingKind, SettingTargets } from '../../../src/shared/api/device-settings';
import { DEVICE_MSG } from '../../../src/shared/api/devices';
import type { Database } from '../../db/database';
import { devices, personalResources, settingTargets } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { isRowId } from '../row-id';
import type { NamedTargets } from './resolve-setting';

const NOUNS: Record<SettingKind, string> = { BASE_CONFIG: '基础配置', PERSONA: '设备人设' };

const noTargets = (): SettingTargets => ({ projectDefault: false, deviceIds: [], tags: [] });

/** The targets of some rows of a kind, by row id (every id present). */
export async function targetsOf(db: Database, ids: readonly string[]): Promise<Map<string, SettingTargets>> {
  const byId = new Map(ids.map((id) => [id, noTargets()]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: settingTargets.resourceId, deviceId: settingTargets.deviceId, tag: settingTargets.tag })
    .from(settingTargets)
    .where(inArray(settingTargets.resourceId, [...ids]));
  for (const { id, deviceId, tag } of rows) {
    const targets = byId.get(id);
    if (!targets) continue;
    if (deviceId) targets.deviceIds.push(deviceId);
    else if (tag) targets.tags.push(tag);
    else targets.projectDefault = true;
  }
  return byId;
}

/** The project's enabled rows of a kind with whom each names, for resolveSetting. */
export async function enabledTargets(
  db: Database,
  projectId: string,
  kind: SettingKind,
): Promise<NamedTargets[]> {
  const rows = await db
    .select({ id: personalResources.id, name: personalResources.name })
    .from(personalResources)
    .where(
      and(
        eq(personalResources.projectId, projectId),
        eq(personalResources.kind, kind),
        personalResources.enabled,
      ),
    );
  const targets = await targetsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...(targets.get(row.id) ?? noTargets()) }));
}

/**
 * Replaces whom a row applies to. A device or a tag another row of the kind already names is
 * refused (409, naming both): taking it silently would change what that row does. The project
 * default moves to this row (设为项目默认), as a project has one default of each kind.
 */
export async function replaceTargets(
  tx: Database,
  change: { id: string; projectId: string; kind: SettingKind },
  targets: SettingTargets,
): Promise<void> {
  const { id, projectId, kind } = change;
  const deviceIds = [...new Set(targets.deviceIds)];
  const tags = [...new Set(targets.tags)];
  if (!deviceIds.every(isRowId)) throw notFound(DEVICE_MSG.deviceNotFound);
  const named = deviceIds.length
    ? await tx
        .select({ id: devices.id, name: devices.name })
        .from(devices)
        .where(and(eq(devices.projectId, projectId), inArray(devices.id, deviceIds)))
    : [];
  if (named.length !== deviceIds.length) throw notFound(DEVICE_MSG.deviceNotFound);
  const claimed = or(
    deviceIds.length ? inArray(settingTargets.deviceId, deviceIds) : undefined,
    tags.length ? inArray(settingTargets.tag, tags) : undefined,
  );
  const taken = !claimed
    ? []
    : await tx
        .select({ deviceId: settingTargets.deviceId, tag: settingTargets.tag, owner: personalResources.name })
        .from(settingTargets)
        .innerJoin(personalResources, eq(personalResources.id, settingTargets.resourceId))
        .where(
          and(
            eq(settingTargets.projectId, projectId),
            eq(settingTargets.kind, kind),
            ne(settingTargets.resourceId, id),
            claimed,
          ),
        );
  const [first] = taken;
  if (first) {
    const what = first.deviceId
      ? `设备「${named.find((device) => device.id === first.deviceId)?.name}」已单独指定`
      : `标签「${first.tag}」已用于`;
    throw conflict(`${what}${NOUNS[kind]}「${first.owner}」`);
  }
  await tx.delete(settingTargets).where(eq(settingTargets.resourceId, id));
  if (targets.projectDefault) {
    await tx
      .delete(settingTargets)
      .where(
        and(
          eq(settingTargets.projectId, projectId),
          eq(settingTargets.kind, kind),
          isNull(settingTargets.deviceId),
          isNull(settingTargets.tag),
        ),
      );
  }
  const rows = [
    ...(targets.projectDefault ? [{ deviceId: null, tag: null }] : []),
    ...deviceIds.map((deviceId) => ({ deviceId, tag: null })),
    ...tags.map((tag) => ({ deviceId: null, tag })),
  ];
  if (rows.length > 0) {
    await tx.insert(settingTargets).values(rows.map((row) => ({ ...row, resourceId: id, projectId, kind })));
  }
}
