import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVICE_LINK,
  PUSH_EVENTS,
  type PushedCommand,
  type RevokedNotice,
} from '../../src/shared/api/device-link';
import type { AppContext } from '../context';
import { deviceCommands } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { DeviceGate } from './device-gate';

/** How long a robot waits before reconnecting a closed stream (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

const sseEvent = (event: string, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET commands: the robot's push channel, as server-sent events. On connect it sends every open
 * command (PENDING or SENT, not expired), then each new one when the command signal rings, and
 * marks what it pushed SENT. At every ring and every keep-alive it reads the device again, so a
 * disabled, expired or re-activated key closes the stream (after a `revoked` event); the
 * keep-alive read also finds commands stored by another server instance.
 */
export function commandStream(
  app: FastifyInstance,
  context: AppContext,
  gate: DeviceGate,
  keepAliveMs: number,
): void {
  const { db, clock } = context;
  const open = new Set<ServerResponse>();
  // fastify.close() waits for open connections: end the streams first, robots reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(DEVICE_LINK.commands, async (request, reply) => {
    const tokenHash = await gate.credential(request);
    const device = await gate.identify(tokenHash);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // A stream's connection is its own: when the stream ends, so does the connection.
      connection: 'close',
      'x-accel-buffering': 'no',
    });
    // The comment tells the robot the channel is open before any command or keep-alive.
    response.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    open.add(response);

    const pushed = new Set<string>();
    let closed = false;
    let queued = false;
    let chain = Promise.resolve();

    const close = (notice?: RevokedNotice) => {
      if (closed) return;
      closed = true;
      if (notice && !response.writableEnded) response.write(sseEvent(PUSH_EVENTS.revoked, notice));
      response.end();
    };

    const push = async () => {
      queued = false;
      if (closed) return;
      try {
        await gate.identify(tokenHash);
      } catch (error) {
        if (error instanceof ApiError) return close({ status: error.statusCode, message: error.message });
        throw error;
      }
      const now = clock.now();
      const commands = await db
        .select({
          id: deviceCommands.id,
          kind: deviceCommands.kind,
          payload: deviceCommands.payload,
          createdAt: deviceCommands.createdAt,
          expiresAt: deviceCommands.expiresAt,
        })
        .from(deviceCommands)
        .where(
          and(
            eq(deviceCommands.deviceId, device.id),
            inArray(deviceCommands.status, ['PENDING', 'SENT']),
            gt(deviceCommands.expiresAt, now),
          ),
        )
        .orderBy(asc(deviceCommands.createdAt), asc(deviceCommands.id));
      const fresh = commands.filter((command) => !pushed.has(command.id));
      if (fresh.length === 0 || closed) return;
      for (const command of fresh) {
        const data: PushedCommand = {
          ...command,
          createdAt: command.createdAt.toISOString(),
          expiresAt: command.expiresAt.toISOString(),
        };
        response.write(sseEvent(PUSH_EVENTS.command, data, command.id));
        pushed.add(command.id);
      }
      await db
        .update(deviceCommands)
        .set({ status: 'SENT', sentAt: now })
        .where(
          and(
            inArray(
              deviceCommands.id,
              fresh.map((command) => command.id),
            ),
            eq(deviceCommands.status, 'PENDING'),
          ),
        );
      // The remote view shows the step 已发送 as it happens.
      context.fleet.publish(
        fresh.map((command) => ({
          kind: 'command' as const,
          projectId: device.projectId,
          deviceId: device.id,
          commandId: command.id,
        })),
      );
    };

    // One read at a time; rings that come during a read fold into one more read.
    const schedule = () => {
      if (queued || closed) return;
      queued = true;
      chain = chain.then(push).catch((error: unknown) => {
        request.log.warn({ err: error }, 'command push failed');
        close();
      });
    };

    const stopListening = context.commands.listen(device.id, schedule);
    const keepAlive = setInterval(() => {
      if (!closed) response.write(': keep-alive\n\n');
      schedule();
    }, keepAliveMs);
    response.on('close', () => {
      closed = true;
      open.delete(response);
      stopListening();
      clearInterval(keepAlive);
    });
    schedule();
  });
}
