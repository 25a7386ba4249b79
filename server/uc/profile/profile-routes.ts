import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { phoneBody, profileBody } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import { checkSmsCode, spendSmsCode } from '../../codes/sms-codes';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { findUserByAccount } from '../user/accounts';
import { changeOwnDetails } from './change-own-details';
import { confirmPassword } from './confirm-password';

/** PUT user/profile (nickname) and PUT user/phone (a new, SMS-proven number). */
export function profileRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(UC.userProfile, async (request) => {
    const session = await authenticate(context, request);
    const { nickname } = validate(profileBody, request.body);
    await changeOwnDetails(context, request, session, { nickname }, 'user.profile.change');
    return ok(null, MSG.profileSaved);
  });

  app.put(UC.userPhone, async (request) => {
    const session = await authenticate(context, request);
    const { newAccount, validCode, password } = validate(phoneBody, request.body);
    if (newAccount === session.account) throw badRequest(MSG.phoneSame);
    await confirmPassword(context, request, session, password);
    if (await findUserByAccount(db, newAccount)) throw conflict(MSG.accountExists);
    const now = clock.now();
    await checkSmsCode(db, now, newAccount, 'change_phoneno', validCode);
    try {
      await db.transaction(async (tx) => {
        if (!(await spendSmsCode(tx, newAccount, 'change_phoneno', validCode)))
          throw badRequest(MSG.smsCodeWrong);
        await tx
          .update(users)
          .set({ account: newAccount, updatedAt: now })
          .where(eq(users.id, session.userId));
        await writeOperationLog(tx, now, {
          action: 'user.phone.change',
          userId: session.userId,
          tenantId: session.tenantId,
          account: newAccount,
          address: request.ip,
          detail: { previous: session.account },
        });
      });
    } catch (error) {
      // Someone registered the number between the check and the change.
      if (isUniqueViolation(error)) throw conflict(MSG.accountExists);
      throw error;
    }
    return ok(null, MSG.phoneChanged);
  });
}
