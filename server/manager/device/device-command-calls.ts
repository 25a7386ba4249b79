import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMAND_TIMEOUT_SECONDS,
  type CommandBody,
  type CommandStatus,
  commandBody,
  commandPageQuery,
  DEVICE_API,
  DEVICE_MSG,
  type DeviceCommand,
} from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import { type Page, type PageQuery, pageOf } from '../../../src/shared/api/paging';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { deviceCommands, devices } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { findDevice } from './device-access';
import { deviceStateSql } from './device-state';

/** A command still open when its time is up reads TIMED_OUT, whether or not anyone wrote so. */
function commandColumns(now: Date) {
  return {
    id: deviceCommands.id,
    deviceId: deviceCommands.deviceId,
    kind: deviceCommands.kind,
    payload: deviceCommands.payload,
    status: sql<CommandStatus>`case
      when ${deviceCommands.status} in ('PENDING', 'SENT', 'ACKED')
        and ${deviceCommands.expiresAt} <= ${now.toISOString()}::timestamptz then 'TIMED_OUT'
      else ${deviceCommands.status}
    end`,
    result: deviceCommands.result,
    createdAt: deviceCommands.createdAt,
    sentAt: deviceCommands.sentAt,
    ackedAt: deviceCommands.ackedAt,
    finishedAt: deviceCommands.finishedAt,
  };
}

export const selectCommands = (context: AppContext, now: Date) =>
  context.db.select(commandColumns(now)).from(deviceCommands);

interface CommandRow extends Omit<DeviceCommand, 'createdAt' | 'sentAt' | 'ackedAt' | 'finishedAt'> {
  createdAt: Date;
  sentAt: Date | null;
  ackedAt: Date | null;
  finishedAt: Date | null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toDeviceCommand(row: CommandRow): DeviceCommand {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    ackedAt: iso(row.ackedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/**
 * Stores a command for an online robot (refused when it is not) and rings its push channel; the
 * device area's and the remote view's command calls both send through here.
 */
export async function sendCommand(
  context: AppContext,
  user: ScopedUser,
  request: FastifyRequest,
  device: { id: string; projectId: string },
  body: CommandBody,
): Promise<DeviceCommand> {
  const { db, clock } = context;
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    // The device row is locked so a 停用 cannot slip between the look and the command.
    const [current] = await tx
      .select({ state: deviceStateSql(now) })
      .from(devices)
      .where(eq(devices.id, device.id))
      .for('update');
    if (current?.state !== 'ONLINE') throw conflict(DEVICE_MSG.commandOffline);
    const [stored] = await tx
      .insert(deviceCommands)
      .values({
        deviceId: device.id,
        projectId: device.projectId,
        kind: body.kind,
        payload: body.payload,
        createdBy: user.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + COMMAND_TIMEOUT_SECONDS * 1000),
      })
      .returning({ id: deviceCommands.id });
    await logChange(tx, now, user, request, 'device.command', {
      deviceId: device.id,
      projectId: device.projectId,
      commandId: stored.id,
      kind: body.kind,
    });
    return stored.id;
  });
  // After the commit: the robot's channel reads the command from the database when it rings.
  context.commands.ring(device.id);
  context.fleet.publish([
    { kind: 'command', projectId: device.projectId, deviceId: device.id, commandId: id },
  ]);
  const [row] = await selectCommands(context, now).where(eq(deviceCommands.id, id));
  return toDeviceCommand(row);
}

/** A page of a robot's commands, newest first. */
export async function commandPage(
  context: AppContext,
  deviceId: string,
  query: PageQuery,
): Promise<Page<DeviceCommand>> {
  const now = context.clock.now();
  const where = eq(deviceCommands.deviceId, deviceId);
  const [rows, [total]] = await Promise.all([
    selectCommands(context, now)
      .where(where)
      .orderBy(desc(deviceCommands.createdAt), desc(deviceCommands.id))
      .limit(query.pageSize)
      .offset(query.pageNo * query.pageSize),
    context.db.select({ value: count() }).from(deviceCommands).where(where),
  ]);
  return pageOf(rows.map(toDeviceCommand), query, total?.value ?? 0);
}

/** Commands to a robot (speak, go to a point, show a page, set the volume) and their history. */
export function deviceCommandCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.put(DEVICE_API.command, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(commandBody, request.body);
    const device = await findDevice(db, user, body.deviceId, 'editAuth');
    return ok(await sendCommand(context, user, request, device, body), DEVICE_MSG.commandSent);
  });

  app.get(DEVICE_API.commandPage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(commandPageQuery, request.query);
    const device = await findDevice(db, user, query.deviceId, 'accessAuth');
    return ok(await commandPage(context, device.id, query));
  });
}
