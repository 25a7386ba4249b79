import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-store';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { forbidden } from '../../http/api-error';

/** Platform reviewers (users.is_reviewer) decide certifications and see their pictures. */
export async function isReviewer(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ isReviewer: users.isReviewer }).from(users).where(eq(users.id, userId));
  return user?.isReviewer ?? false;
}

/** The signed-in reviewer; anyone else is refused with 403. */
export async function authenticateReviewer(
  context: AppContext,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await authenticate(context, request);
  if (!(await isReviewer(context.db, user.userId))) throw forbidden(MSG.reviewerOnly);
  return user;
}
