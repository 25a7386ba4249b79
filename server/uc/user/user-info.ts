import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { UC, type UserInfo } from '../../../src/shared/api/uc';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';

/**
 * GET user_info: who is signed in, and the enterprise they belong to, if any. Read with the
 * session (one cached lookup), since every screen asks for it.
 */
export function userInfoRoute(app: FastifyInstance, context: AppContext): void {
  app.get(UC.userInfo, async (request) => {
    const user = await authenticate(context, request);
    return ok<UserInfo>({
      id: user.userId,
      account: user.account,
      nickname: user.nickname,
      imageUrl: user.avatarPath,
      tenantId: user.tenantId,
      tenantName: user.tenantName,
      loginTimes: user.loginTimes,
      isReviewer: user.isReviewer,
    });
  });
}
