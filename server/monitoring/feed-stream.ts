import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { FEED_EVENTS, MONITORING_API } from '../../src/shared/api/monitoring';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { FeedBuffer } from './feed-batch';
import { watchedProjectIds } from './monitoring-access';

export interface FeedTiming {
  /** One batch at most this often (FEED_BATCH_MS). */
  batchMs: number;
  /** A keep-alive comment this often; at each, the caller's session and projects are read again. */
  keepAliveMs: number;
}

/**
 * GET monitoring/feed: the fleet's news for one browser as server-sent events, read with fetch
 * (the bearer token travels in a header, which EventSource cannot send). News of projects the
 * caller cannot see never enters; what enters is coalesced into one `batch` event per window.
 * At every keep-alive the session and the visible projects are read again: a signed-out session
 * ends the stream, a new project joins it.
 */
export function feedStream(app: FastifyInstance, context: AppContext, timing: FeedTiming): void {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(MONITORING_API.feed, async (request, reply) => {
    let visible = await watchedProjectIds(context.db, await authenticateInScope(context, request));
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'close',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: 3000\n: connected\n\n`);
    open.add(response);

    const buffer = new FeedBuffer();
    const stopListening = context.fleet.subscribe((news) => {
      for (const item of news) if (visible.has(item.projectId)) buffer.add(item);
    });
    const flush = setInterval(() => {
      if (!buffer.empty)
        response.write(`event: ${FEED_EVENTS.batch}\ndata: ${JSON.stringify(buffer.take())}\n\n`);
    }, timing.batchMs);
    const keepAlive = setInterval(() => {
      response.write(': keep-alive\n\n');
      authenticateInScope(context, request)
        .then((user) => watchedProjectIds(context.db, user))
        .then((ids) => {
          visible = ids;
        })
        .catch(() => response.end());
    }, timing.keepAliveMs);
    response.on('close', () => {
      open.delete(response);
      stopListening();
      clearInterval(flush);
      clearInterval(keepAlive);
    });
  });
}
