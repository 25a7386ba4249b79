import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { UC } from '../../src/shared/api/uc';
import { authenticate } from '../auth/authenticate';
import type { AppContext } from '../context';
import { messages } from '../db/schema';

/** GET message/unread: how many of the user's messages are unread (the bell's number). */
export function messageRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(UC.messageUnread, async (request) => {
    const user = await authenticate(context, request);
    const [row] = await context.db
      .select({ unread: count() })
      .from(messages)
      .where(and(eq(messages.userId, user.userId), eq(messages.read, false)));
    return ok(row?.unread ?? 0);
  });
}
