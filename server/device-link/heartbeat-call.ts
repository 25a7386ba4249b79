import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVICE_LINK,
  DEVICE_LINK_MSG,
  type HeartbeatAnswer,
  heartbeatBody,
  SMALL_BODY_LIMIT_BYTES,
} from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { devices } from '../db/schema';
import { unauthorized } from '../http/api-error';
import { validate } from '../http/validate';
import type { ConfigurationEtags } from './configuration-etags';
import type { DeviceGate } from './device-gate';

/**
 * POST heartbeat: the robot's state lands on its devices row. One UPDATE authenticates (its
 * conditions are the gate's: token, not disabled, not expired), writes and counts the open
 * commands; only when it matches nothing does a second query tell the robot why.
 */
export function heartbeatCall(
  app: FastifyInstance,
  context: AppContext,
  gate: DeviceGate,
  etags: ConfigurationEtags,
): void {
  const { db, clock } = context;

  app.post(DEVICE_LINK.heartbeat, { bodyLimit: SMALL_BODY_LIMIT_BYTES }, async (request) => {
    const tokenHash = gate.credential(request);
    const beat = validate(heartbeatBody, request.body);
    const now = clock.now();
    const [row] = await db
      .update(devices)
      .set({
        lastSeenAt: now,
        battery: beat.battery,
        charging: beat.charging ? 1 : 0,
        volume: beat.volume,
        currentPage: beat.currentPage,
        mapId: beat.position?.mapId ?? null,
        positionX: beat.position?.x ?? null,
        positionY: beat.position?.y ?? null,
        pointName: beat.position?.pointName ?? null,
      })
      .where(and(eq(devices.tokenHash, tokenHash), isNull(devices.disabledAt), gt(devices.expiresAt, now)))
      .returning({
        projectId: devices.projectId,
        name: devices.name,
        expiresAt: devices.expiresAt,
        // Spelled out: inside UPDATE … RETURNING drizzle leaves column names unqualified.
        pendingCommands: sql<number>`(select count(*)::int from device_commands c
          where c.device_id = devices.id and c.status in ('PENDING', 'SENT')
            and c.expires_at > ${now.toISOString()}::timestamptz)`,
      });
    if (!row) {
      // Nothing matched: the gate's own read answers 401 or 403 with the reason.
      await gate.identify(tokenHash);
      throw unauthorized(DEVICE_LINK_MSG.tokenInvalid);
    }
    return ok<HeartbeatAnswer>({
      serverTime: now.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      pendingCommands: Number(row.pendingCommands),
      configurationEtag: await etags.current(row.projectId, row.name),
    });
  });
}
