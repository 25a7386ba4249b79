import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVICE_API,
  DEVICE_MSG,
  type DeviceSummary,
  deviceEditBody,
  deviceEnableBody,
  deviceUnbindBody,
} from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { devices } from '../../db/schema';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { findDevice } from './device-access';
import { readDeviceSummary } from './device-summary';

/** The device changes: its name and tags, 停用/启用, and 解绑. */
export function deviceChangeCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  const summaryOf = (id: string): Promise<DeviceSummary> =>
    readDeviceSummary(db, clock.now(), eq(devices.id, id), DEVICE_MSG.deviceNotFound);

  app.post(DEVICE_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name, tags } = validate(deviceEditBody, request.body);
    const device = await findDevice(db, user, id, 'editAuth');
    const now = clock.now();
    const uniqueTags = [...new Set(tags)];
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: devices.name, tags: devices.tags })
        .from(devices)
        .where(eq(devices.id, device.id));
      await tx.update(devices).set({ name, tags: uniqueTags }).where(eq(devices.id, device.id));
      await logChange(tx, now, user, request, 'device.edit', {
        deviceId: device.id,
        projectId: device.projectId,
        name,
        tags: uniqueTags.join(','),
        ...loggedChanges(before, { name, tags: uniqueTags }),
      });
    });
    return ok(await summaryOf(device.id), DEVICE_MSG.edited);
  });

  /** 停用 ends the robot's access at once: the device API reads disabled_at on every call. */
  app.put(DEVICE_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(deviceEnableBody, request.body);
    const device = await findDevice(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Only a change is applied and logged: a second 停用 keeps the first one's time.
      const changed = await tx
        .update(devices)
        .set({ disabledAt: enabled ? null : now })
        .where(
          and(
            eq(devices.id, device.id),
            enabled ? isNotNull(devices.disabledAt) : isNull(devices.disabledAt),
          ),
        )
        .returning({ id: devices.id });
      if (changed.length === 0) return;
      await logChange(tx, now, user, request, enabled ? 'device.enable' : 'device.disable', {
        deviceId: device.id,
        projectId: device.projectId,
      });
    });
    // The robot's open push channel re-reads its key at the ring and ends on a disabled one.
    if (!enabled) context.commands.ring(device.id);
    return ok(await summaryOf(device.id), enabled ? DEVICE_MSG.enabled : DEVICE_MSG.disabled);
  });

  /**
   * 解绑: the key forgets its robot (serial, token, live state) and waits for the next robot to
   * activate it, as a replaced or reinstalled robot needs. Like 停用 it ends the robot's access
   * (enableAuth); a robot can never take a bound key over by itself (activate-call.ts).
   */
  app.put(DEVICE_API.unbind, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(deviceUnbindBody, request.body);
    const device = await findDevice(db, user, id, 'enableAuth');
    await db.transaction(async (tx) => {
      const unbound = await tx
        .update(devices)
        .set({
          serial: null,
          tokenHash: null,
          activatedAt: null,
          lastSeenAt: null,
          currentPage: null,
          mapId: null,
          positionX: null,
          positionY: null,
          pointName: null,
        })
        .where(and(eq(devices.id, device.id), isNotNull(devices.serial)))
        .returning({ id: devices.id });
      if (unbound.length === 0) return;
      await logChange(tx, clock.now(), user, request, 'device.unbind', {
        deviceId: device.id,
        projectId: device.projectId,
      });
    });
    // The robot's open push channel re-reads its token at the ring and ends.
    context.commands.ring(device.id);
    return ok(await summaryOf(device.id), DEVICE_MSG.unbound);
  });
}
