import { type SQL, sql } from 'drizzle-orm';
import { type DeviceState, type DeviceSummary, deviceModelOf } from '../../../src/shared/api/devices';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { deviceStateSql, isExpiringSoon } from './device-state';

/** The columns of a device's summary, its state computed at `now`; the token hash never leaves. */
export function deviceSummaryColumns(now: Date) {
  return {
    id: devices.id,
    projectId: devices.projectId,
    name: devices.name,
    serial: devices.serial,
    model: devices.model,
    tags: devices.tags,
    state: deviceStateSql(now),
    battery: devices.battery,
    charging: devices.charging,
    volume: devices.volume,
    currentPage: devices.currentPage,
    // The name of the page it reports, in the project's latest released screen.
    currentPageName: sql<string | null>`(select page->>'name' from homepages h,
      jsonb_array_elements(h.released_document->'pages') page
      where h.project_id = ${devices.projectId} and h.released_at is not null
        and page->>'id' = ${devices.currentPage}
      order by h.released_at desc limit 1)`,
    mapId: devices.mapId,
    positionX: devices.positionX,
    positionY: devices.positionY,
    pointName: devices.pointName,
    lastSeenAt: devices.lastSeenAt,
    activatedAt: devices.activatedAt,
    activationKey: devices.activationKey,
    expiresAt: devices.expiresAt,
  };
}

interface DeviceSummaryRow {
  id: string;
  projectId: string;
  name: string;
  serial: string | null;
  model: string;
  tags: string[];
  state: DeviceState;
  battery: number | null;
  charging: number | null;
  volume: number | null;
  currentPage: string | null;
  currentPageName: string | null;
  mapId: string | null;
  positionX: number | null;
  positionY: number | null;
  pointName: string | null;
  lastSeenAt: Date | null;
  activatedAt: Date | null;
  activationKey: string;
  expiresAt: Date;
}

export function toDeviceSummary(row: DeviceSummaryRow, now: Date): DeviceSummary {
  const { mapId, positionX, positionY, pointName, ...rest } = row;
  return {
    ...rest,
    modelName: deviceModelOf(row.model)?.name ?? row.model,
    charging: row.charging === 1,
    position:
      positionX === null || positionY === null ? null : { mapId, x: positionX, y: positionY, pointName },
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    expiringSoon: isExpiringSoon(row.expiresAt, now),
  };
}

/** The one device matching `where`, as its summary at `now`; refused with `missing` when none. */
export async function readDeviceSummary(
  db: Database,
  now: Date,
  where: SQL | undefined,
  missing: string,
): Promise<DeviceSummary> {
  const [row] = await db.select(deviceSummaryColumns(now)).from(devices).where(where).limit(1);
  if (!row) throw notFound(missing);
  return toDeviceSummary(row, now);
}
