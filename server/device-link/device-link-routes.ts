import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_BURST,
  DEVICE_CALLS_PER_SECOND,
  DEVICE_LINK,
  DEVICE_LINK_MSG,
  KEEP_ALIVE_SECONDS,
} from '../../src/shared/api/device-link';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { questionnaireAnswerCall } from '../manager/skill-store/questionnaire-answer-call';
import { ackCall } from './ack-call';
import { activateCall } from './activate-call';
import { askCall } from './ask-call';
import { commandStream } from './command-stream';
import { configurationCall } from './configuration-call';
import { ConfigurationEtags } from './configuration-etags';
import { DeviceGate } from './device-gate';
import { DeviceRateLimit } from './device-rate-limit';
import { eventsCall } from './events-call';
import { faceSearchCall } from './face-search-call';
import { heartbeatCall } from './heartbeat-call';
import { deviceApiDocument } from './openapi-document';
import { sceneAnswerCall } from './scene-answer-call';

export interface DeviceLinkOptions {
  /** Keep-alive comments on the push channel, and the re-read of the device at each. */
  keepAliveMs: number;
  callsPerSecond: number;
  burst: number;
  /** How long a heartbeat may answer a project's configuration ETag before reading it again. */
  etagTtlMs: number;
}

export const DEFAULT_DEVICE_LINK_OPTIONS: DeviceLinkOptions = {
  keepAliveMs: KEEP_ALIVE_SECONDS * 1000,
  callsPerSecond: DEVICE_CALLS_PER_SECOND,
  burst: DEVICE_BURST,
  etagTtlMs: 2_000,
};

/** The device API's own refusals: an oversized body says the limit; a 429 says when to retry. */
function answerDeviceRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new ApiError(413, DEVICE_LINK_MSG.tooLarge(request.routeOptions.bodyLimit ?? 0));
  }
  if (error instanceof ApiError && error.statusCode === 429) reply.header('retry-after', '1');
  throw error;
}

/** The robots' API under /device/v1 (src/shared/api/device-link.ts), as a plugin. */
export function deviceLinkRoutes(context: AppContext, overrides: Partial<DeviceLinkOptions> = {}) {
  const options = { ...DEFAULT_DEVICE_LINK_OPTIONS, ...overrides };
  return async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler(answerDeviceRefusal);
    // A "__proto__" or "constructor" key is an extra property like any other to the documented
    // schemas: dropped, where the console's API refuses the whole body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      app.getDefaultJsonParser('remove', 'remove'),
    );
    const rateLimit = new DeviceRateLimit(context.db, options.callsPerSecond, options.burst);
    app.addHook('onClose', async () => rateLimit.close());
    const gate = new DeviceGate(context.db, context.clock, rateLimit);
    const etags = await ConfigurationEtags.over(context.db, context.bus, options.etagTtlMs);

    activateCall(app, context);
    heartbeatCall(app, context, gate, etags);
    configurationCall(app, context, gate, etags);
    eventsCall(app, context, gate);
    commandStream(app, context, gate, options.keepAliveMs);
    ackCall(app, context, gate);
    askCall(app, context, gate);
    sceneAnswerCall(app, context, gate);
    faceSearchCall(app, context, gate);
    questionnaireAnswerCall(app, context, gate);
    app.get(DEVICE_LINK.openapi, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return deviceApiDocument();
    });
  };
}
