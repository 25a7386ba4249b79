import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { writeOperationLog } from '../../operation-log';

/** What a user changes about themselves without proving anything more than being signed in. */
export type OwnDetails = Partial<Pick<typeof users.$inferInsert, 'nickname' | 'avatarPath'>>;

/**
 * Stores the signed-in user's own change with its operation-log entry in one transaction; every
 * later call reads the new details with its session.
 */
export async function changeOwnDetails(
  { db, clock }: AppContext,
  request: FastifyRequest,
  session: SessionUser,
  details: OwnDetails,
  action: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...details, updatedAt: now })
      .where(eq(users.id, session.userId));
    await writeOperationLog(tx, now, {
      action,
      userId: session.userId,
      tenantId: session.tenantId,
      account: session.account,
      address: request.ip,
    });
  });
}
