import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACTIVATIONS_PER_MINUTE,
  type Activation,
  activateBody,
  DEVICE_LINK,
  DEVICE_LINK_MSG,
  SMALL_BODY_LIMIT_BYTES,
} from '../../src/shared/api/device-link';
import { HEARTBEAT_INTERVAL_SECONDS } from '../../src/shared/api/devices';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { devices } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { writeOperationLog } from '../operation-log';
import { accessRefusal } from './device-gate';
import { bearerToken, hashDeviceToken, newDeviceToken } from './device-token';

/**
 * POST activate: the activation key and the robot's serial buy a device token. The first
 * activation binds the key to the serial. Activating a bound key again needs proof of the
 * binding, the current device token (Authorization: Bearer), and gets a new token that voids the
 * old one and closes its push channel; a robot that lost its token waits for an operator's 解绑
 * in the console (device-change-calls.ts), after which the next activation binds afresh.
 */
export function activateCall(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post(
    DEVICE_LINK.activate,
    {
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: ACTIVATIONS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const { activationKey, serial, firmware } = validate(activateBody, request.body);
      const now = clock.now();
      const [slot] = await db
        .select({
          id: devices.id,
          serial: devices.serial,
          disabledAt: devices.disabledAt,
          expiresAt: devices.expiresAt,
          tokenHash: devices.tokenHash,
        })
        .from(devices)
        .where(eq(devices.activationKey, activationKey));
      if (!slot) throw notFound(DEVICE_LINK_MSG.keyNotFound);
      const refusal = accessRefusal(slot, now);
      if (refusal) throw refusal;
      if (slot.serial !== null && slot.serial !== serial) throw conflict(DEVICE_LINK_MSG.keyUsedElsewhere);
      // A key bound to a robot's token is re-activated only by who holds that token: the serial
      // and the key are on the console's device list for anyone who sees it. (A serial bound
      // without a token, as the demo's seeded robots are, has no robot to take over from.)
      const presented = bearerToken(request);
      const proof = presented ? hashDeviceToken(presented) : null;
      if (slot.serial !== null && slot.tokenHash !== null && proof !== slot.tokenHash)
        throw conflict(DEVICE_LINK_MSG.keyBound);

      const token = newDeviceToken();
      const activated = await db
        .transaction(async (tx) => {
          // The serial condition again: of two robots racing for one fresh key, one wins.
          const [row] = await tx
            .update(devices)
            .set({
              serial,
              firmware: firmware ?? sql`${devices.firmware}`,
              tokenHash: hashDeviceToken(token),
              activatedAt: sql`coalesce(${devices.activatedAt}, ${now.toISOString()}::timestamptz)`,
            })
            .where(
              and(
                eq(devices.id, slot.id),
                or(
                  isNull(devices.serial),
                  and(
                    eq(devices.serial, serial),
                    or(isNull(devices.tokenHash), eq(devices.tokenHash, proof ?? '')),
                  ),
                ),
              ),
            )
            .returning({
              id: devices.id,
              projectId: devices.projectId,
              name: devices.name,
              expiresAt: devices.expiresAt,
            });
          if (!row) throw conflict(DEVICE_LINK_MSG.keyUsedElsewhere);
          await writeOperationLog(tx, now, {
            action: 'device.activate',
            address: request.ip,
            detail: { projectId: row.projectId, deviceId: row.id, serial },
          });
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(DEVICE_LINK_MSG.serialTaken);
          throw error;
        });
      // A push channel open with the voided token re-reads its device and closes.
      context.commands.ring(activated.id);
      return ok<Activation>({
        deviceId: activated.id,
        projectId: activated.projectId,
        name: activated.name,
        deviceToken: token,
        expiresAt: activated.expiresAt.toISOString(),
        heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
      });
    },
  );
}
