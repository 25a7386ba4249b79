import type { FastifyInstance } from 'fastify';
import { DEVICE_MSG } from '../../src/shared/api/devices';
import { ok } from '../../src/shared/api/envelope';
import {
  MONITORING_API,
  MONITORING_MSG,
  remoteCommandBody,
  robotPageQuery,
} from '../../src/shared/api/monitoring';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { forbidden } from '../http/api-error';
import { validate } from '../http/validate';
import { commandPage, sendCommand } from '../manager/device/device-command-calls';
import { watchedDevice } from './monitoring-access';

/**
 * The remote view's commands: everyone who watches a robot sees its commands and their steps;
 * only REMOTE_CONTROL sends one (the robot must be online, as in 设备管理).
 */
export function remoteControlCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.put(MONITORING_API.command, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(remoteCommandBody, request.body);
    const device = await watchedDevice(db, user, body.deviceId);
    if (!user.standing.menuCodes.includes('REMOTE_CONTROL'))
      throw forbidden(MONITORING_MSG.remoteControlRefused);
    return ok(await sendCommand(context, user, request, device, body), DEVICE_MSG.commandSent);
  });

  app.get(MONITORING_API.commands, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(robotPageQuery, request.query);
    const device = await watchedDevice(db, user, query.deviceId);
    return ok(await commandPage(context, device.id, query));
  });
}
