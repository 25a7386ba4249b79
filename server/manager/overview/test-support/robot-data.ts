import { randomUUID } from 'node:crypto';
import type { VisitorKind } from '../../../../src/shared/api/device-link';
import type { Database } from '../../../db/database';
import { conversationTurns, devices, visitorEvents } from '../../../db/schema';

/**
 * Rows as robots leave them, written straight to the tables: the overview and fleet tests set up
 * robots in every state and their history without driving the device API.
 */
export interface DeviceRow {
  name?: string;
  lastSeenAt?: Date | null;
  activatedAt?: Date | null;
  expiresAt: Date;
  disabledAt?: Date | null;
  battery?: number | null;
}

let keys = 0;

export async function insertDevice(db: Database, projectId: string, row: DeviceRow): Promise<string> {
  keys += 1;
  const activatedAt = row.activatedAt === undefined ? (row.lastSeenAt ?? null) : row.activatedAt;
  const [device] = await db
    .insert(devices)
    .values({
      projectId,
      name: row.name ?? `机器人${keys}`,
      model: 'guide-s1',
      activationKey: `RK-TEST-${String(keys).padStart(4, '0')}-${randomUUID().slice(0, 8)}`,
      expiresAt: row.expiresAt,
      disabledAt: row.disabledAt ?? null,
      activatedAt,
      lastSeenAt: row.lastSeenAt ?? null,
      battery: row.battery ?? null,
    })
    .returning({ id: devices.id });
  return device.id;
}

export async function insertTurns(
  db: Database,
  deviceId: string,
  projectId: string,
  turns: { at: Date; unknown?: boolean }[],
): Promise<void> {
  await db.insert(conversationTurns).values(
    turns.map((turn) => ({
      deviceId,
      projectId,
      eventId: randomUUID(),
      occurredAt: turn.at,
      question: '你好',
      answer: turn.unknown ? '这个问题我还不会' : '你好呀',
      unknown: turn.unknown ?? false,
    })),
  );
}

export async function insertVisitors(
  db: Database,
  deviceId: string,
  projectId: string,
  visits: { at: Date; kind?: VisitorKind }[],
): Promise<void> {
  await db.insert(visitorEvents).values(
    visits.map((visit) => ({
      deviceId,
      projectId,
      eventId: randomUUID(),
      occurredAt: visit.at,
      kind: visit.kind ?? 'APPROACHED',
    })),
  );
}
