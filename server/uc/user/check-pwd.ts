import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { checkPwdQuery, UC } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { openPasswordHash, sameDigest } from '../../crypto/password-vault';
import { badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';
import { findUserByAccount } from './accounts';

/** GET checkPwd (query password = UPPER(MD5(password))): the password dialog's confirmation. */
export function checkPwdRoute(app: FastifyInstance, context: AppContext): void {
  const { db, keys, loginGuard } = context;

  app.get(UC.checkPwd, async (request) => {
    const session = await authenticate(context, request);
    const { password } = validate(checkPwdQuery, request.query);
    // A stolen session must not become a way to guess the password.
    await loginGuard.assertAllowed(session.account, request.ip);
    const user = await findUserByAccount(db, session.account);
    if (!user || !sameDigest(openPasswordHash(keys.passwordVault, user.passwordSecret), password)) {
      await loginGuard.recordFailure(session.account, request.ip);
      throw badRequest(MSG.passwordWrong);
    }
    return ok(true);
  });
}
