import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  type MessageBody,
  type MessageSummary,
  messageBodyQuery,
  messageDeleteBody,
  messagePageQuery,
} from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { messages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';

/** How much of a body the list shows. */
const SUMMARY_LENGTH = 60;

/**
 * The message center: unread count (the bell), the list, one body (marked read on opening) and
 * batch delete. Every call sees only the caller's messages; another user's id is "not found".
 */
export function messageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(UC.messageUnread, async (request) => {
    const user = await authenticate(context, request);
    const [row] = await db
      .select({ unread: count() })
      .from(messages)
      .where(and(eq(messages.userId, user.userId), eq(messages.read, false)));
    return ok(row?.unread ?? 0);
  });

  app.get(UC.messagePage, async (request) => {
    const user = await authenticate(context, request);
    const query = validate(messagePageQuery, request.query);
    const mine = eq(messages.userId, user.userId);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: messages.id,
          title: messages.title,
          summary: sql<string>`left(${messages.body}, ${SUMMARY_LENGTH})`,
          read: messages.read,
          createdAt: messages.createdAt,
          kind: messages.kind,
        })
        .from(messages)
        .where(mine)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ total: count() }).from(messages).where(mine),
    ]);
    const content: MessageSummary[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return ok(pageOf(content, query, total));
  });

  app.get(UC.messageBody, async (request) => {
    const user = await authenticate(context, request);
    const { id } = validate(messageBodyQuery, request.query);
    const [opened] = await db
      .update(messages)
      .set({ read: true })
      .where(and(eq(messages.id, id), eq(messages.userId, user.userId)))
      .returning({
        id: messages.id,
        title: messages.title,
        body: messages.body,
        createdAt: messages.createdAt,
        read: messages.read,
      });
    if (!opened) throw notFound(MSG.messageMissing);
    return ok<MessageBody>({ ...opened, createdAt: opened.createdAt.toISOString() });
  });

  app.delete(UC.message, async (request) => {
    const user = await authenticate(context, request);
    const ids = [...new Set(validate(messageDeleteBody, request.body).ids)];
    const now = clock.now();
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(messages)
        .where(and(eq(messages.userId, user.userId), inArray(messages.id, ids)))
        .returning({ id: messages.id });
      // All or nothing: one id that is not the caller's undoes the whole delete.
      if (deleted.length !== ids.length) throw notFound(MSG.messageMissing);
      await writeOperationLog(tx, now, {
        action: 'message.delete',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
        detail: { count: ids.length },
      });
    });
    return ok(ids.length, MSG.deleted);
  });
}
