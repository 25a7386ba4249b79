import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { checkPwdQuery, UC } from '../../../src/shared/api/uc';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { confirmPassword } from '../profile/confirm-password';

/** GET checkPwd (query password = UPPER(MD5(password))): the password dialog's confirmation. */
export function checkPwdRoute(app: FastifyInstance, context: AppContext): void {
  app.get(UC.checkPwd, async (request) => {
    const session = await authenticate(context, request);
    const { password } = validate(checkPwdQuery, request.query);
    await confirmPassword(context, request, session, password);
    return ok(true);
  });
}
