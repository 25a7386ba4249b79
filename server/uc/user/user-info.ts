import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { UC, type UserInfo } from '../../../src/shared/api/uc';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { tenants, users } from '../../db/schema';
import { unauthorized } from '../../http/api-error';

/** GET user_info: who is signed in, and the enterprise they belong to, if any. */
export function userInfoRoute(app: FastifyInstance, context: AppContext): void {
  app.get(UC.userInfo, async (request) => {
    const session = await authenticate(context, request);
    const [info] = await context.db
      .select({
        id: users.id,
        account: users.account,
        nickname: users.nickname,
        imageUrl: users.avatarPath,
        tenantId: users.tenantId,
        tenantName: tenants.name,
        loginTimes: users.loginTimes,
      })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, session.userId));
    if (!info) throw unauthorized();
    return ok<UserInfo>(info);
  });
}
