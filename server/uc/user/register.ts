import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { registerBody, UC } from '../../../src/shared/api/uc';
import { passwordHash } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import { checkSmsCode, spendSmsCode } from '../../codes/sms-codes';
import type { AppContext } from '../../context';
import { sealPasswordHash } from '../../crypto/password-vault';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { defaultNickname, findUserByAccount } from './accounts';

/** POST register (form-encoded): a new phone account, proven by the SMS code of service register. */
export function registerRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys } = context;

  app.post(UC.register, async (request) => {
    const { account, validCode, password } = validate(registerBody, request.body);
    const now = clock.now();
    if (await findUserByAccount(db, account)) throw conflict(MSG.accountExists);
    await checkSmsCode(db, now, account, 'register', validCode);

    await db.transaction(async (tx) => {
      if (!(await spendSmsCode(tx, account, 'register', validCode))) throw badRequest(MSG.smsCodeWrong);
      const [created] = await tx
        .insert(users)
        .values({
          account,
          nickname: defaultNickname(account),
          passwordSecret: sealPasswordHash(keys.passwordVault, passwordHash(password)),
        })
        .onConflictDoNothing({ target: users.account })
        .returning({ id: users.id });
      if (!created) throw conflict(MSG.accountExists);
      await writeOperationLog(tx, now, {
        action: 'user.register',
        userId: created.id,
        account,
        address: request.ip,
      });
    });
    return ok(null, MSG.registerOk);
  });
}
