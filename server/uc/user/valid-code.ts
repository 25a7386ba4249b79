import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { UC, validCodeQuery, validCodeVerifyBody } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { spendImageCode } from '../../codes/image-codes';
import { sendSmsCode } from '../../codes/send-sms-code';
import { checkSmsCode } from '../../codes/sms-codes';
import type { AppContext, RequestLimits } from '../../context';
import { badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';
import { assertAccountFitsService } from './accounts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** GET valid_code sends an SMS code; PUT valid_code/verify checks one without spending it. */
export function validCodeRoutes(app: FastifyInstance, context: AppContext, limits: RequestLimits): void {
  const { db, clock } = context;

  app.get(
    UC.validCode,
    { config: { rateLimit: { max: limits.smsSendsPerMinute, timeWindow: 60_000 } } },
    async (request) => {
      const raw = (request.query ?? {}) as Record<string, unknown>;
      const now = clock.now();
      // The image code is spent by any attempt that names it, whatever else is wrong.
      const imageCodeKey = textOf(raw.imageCodeKey);
      const imageCodeAccepted =
        imageCodeKey !== '' && (await spendImageCode(db, now, imageCodeKey, textOf(raw.imageCodeContent)));
      const { account, service } = validate(validCodeQuery, raw);
      if (!imageCodeAccepted) throw badRequest(MSG.imageCodeWrong);
      await assertAccountFitsService(db, account, service);
      await sendSmsCode(context, request, account, service);
      return ok(null, MSG.smsSent);
    },
  );

  app.put(UC.validCodeVerify, async (request) => {
    const { account, service, validCode } = validate(validCodeVerifyBody, request.body);
    await checkSmsCode(db, clock.now(), account, service, validCode);
    return ok(true);
  });
}
