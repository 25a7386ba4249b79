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
import { unauthorized } from '../http/api-error';
import { validate } from '../http/validate';
import type { ConfigurationEtags } from './configuration-etags';
import type { DeviceGate } from './device-gate';
import { HeartbeatWriter } from './heartbeat-writer';

/**
 * POST heartbeat: the robot's state lands on its devices row. The write authenticates (its
 * conditions are the gate's: token, not disabled, not expired) and counts the open commands, in
 * one statement shared with the heartbeats that arrive meanwhile (HeartbeatWriter); only when it
 * matches nothing does a second query tell the robot why.
 */
export function heartbeatCall(
  app: FastifyInstance,
  context: AppContext,
  gate: DeviceGate,
  etags: ConfigurationEtags,
): void {
  const writer = new HeartbeatWriter(context.db, context.clock, context.fleet);

  app.post(DEVICE_LINK.heartbeat, { bodyLimit: SMALL_BODY_LIMIT_BYTES }, async (request) => {
    const tokenHash = await gate.credential(request);
    const beat = validate(heartbeatBody, request.body);
    const device = await writer.write(tokenHash, beat);
    if (!device) {
      // Nothing matched: the gate's own read answers 401 or 403 with the reason.
      await gate.identify(tokenHash);
      throw unauthorized(DEVICE_LINK_MSG.tokenInvalid);
    }
    return ok<HeartbeatAnswer>({
      serverTime: device.at.toISOString(),
      expiresAt: device.expiresAt.toISOString(),
      pendingCommands: device.pendingCommands,
      configurationEtag: await etags.current(device.projectId, device.name),
      ignoredMapId: beat.position?.mapId && device.mapId === null ? beat.position.mapId : null,
    });
  });
}
