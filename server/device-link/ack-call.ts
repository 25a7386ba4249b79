import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type CommandAckAnswer,
  commandAckBody,
  DEVICE_LINK,
  DEVICE_LINK_MSG,
  SMALL_BODY_LIMIT_BYTES,
} from '../../src/shared/api/device-link';
import type { CommandStatus } from '../../src/shared/api/devices';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { deviceCommands } from '../db/schema';
import { conflict, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import type { DeviceGate } from './device-gate';

const ackParams = z.object({ id: z.uuid(DEVICE_LINK_MSG.badCommandId) });

/** The states a command may leave for each acknowledgement. */
const FROM: Record<CommandAck['status'], CommandStatus[]> = {
  ACKED: ['PENDING', 'SENT'],
  DONE: ['PENDING', 'SENT', 'ACKED'],
  FAILED: ['PENDING', 'SENT', 'ACKED'],
};
type CommandAck = z.infer<typeof commandAckBody>;

/**
 * POST commands/:id/ack: the robot says it received (ACKED), carried out (DONE) or could not
 * carry out (FAILED) one of its own commands. Repeating the state a command is in answers it
 * again (a retried ack is harmless); going back, or past a command's end, is a 409.
 */
export function ackCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  const { db, clock } = context;

  app.post<{ Params: { id: string } }>(
    DEVICE_LINK.ack,
    { bodyLimit: SMALL_BODY_LIMIT_BYTES },
    async (request) => {
      const device = await gate.authenticate(request);
      const { id } = validate(ackParams, request.params);
      const { status, message } = validate(commandAckBody, request.body);
      const now = clock.now();
      const mine = and(eq(deviceCommands.id, id), eq(deviceCommands.deviceId, device.id));
      const [command] = await db
        .select({ status: deviceCommands.status, expiresAt: deviceCommands.expiresAt })
        .from(deviceCommands)
        .where(mine);
      // Another device's command is as unknown as one that never existed.
      if (!command) throw notFound(DEVICE_LINK_MSG.commandNotFound);
      if (command.status === status) return ok<CommandAckAnswer>({ id, status });
      if (!FROM[status].includes(command.status)) throw conflict(DEVICE_LINK_MSG.commandFinished);
      if (command.expiresAt.getTime() <= now.getTime()) throw conflict(DEVICE_LINK_MSG.commandTimedOut);

      const at = sql`${now.toISOString()}::timestamptz`;
      const finishes = status !== 'ACKED';
      const [updated] = await db
        .update(deviceCommands)
        .set({
          status,
          sentAt: sql`coalesce(${deviceCommands.sentAt}, ${at})`,
          ackedAt: sql`coalesce(${deviceCommands.ackedAt}, ${at})`,
          ...(finishes ? { finishedAt: now, result: message ?? null } : {}),
        })
        .where(and(mine, inArray(deviceCommands.status, FROM[status])))
        .returning({ status: deviceCommands.status });
      // Another ack of the same command got there first.
      if (!updated) throw conflict(DEVICE_LINK_MSG.commandFinished);
      context.fleet.publish([
        { kind: 'command', projectId: device.projectId, deviceId: device.id, commandId: id },
      ]);
      return ok<CommandAckAnswer>({ id, status: updated.status });
    },
  );
}
