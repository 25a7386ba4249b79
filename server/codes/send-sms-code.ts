import type { FastifyRequest } from 'fastify';
import type { SmsService } from '../../src/shared/api/uc';
import { MSG } from '../../src/shared/messages';
import type { AppContext } from '../context';
import { tooMany, unavailable } from '../http/api-error';
import { writeOperationLog } from '../operation-log';
import { reserveSmsCode, withdrawSmsCode } from './sms-codes';

/**
 * Reserves a fresh code for the phone (at most one a minute), logs the send and delivers it. A
 * delivery that fails withdraws the code, so the person may ask again at once.
 */
export async function sendSmsCode(
  { db, clock, providers }: AppContext,
  request: FastifyRequest,
  account: string,
  service: SmsService,
): Promise<void> {
  const now = clock.now();
  const code = await db.transaction(async (tx) => {
    const reserved = await reserveSmsCode(tx, now, account, service);
    if (reserved)
      await writeOperationLog(tx, now, {
        action: 'sms.send',
        account,
        address: request.ip,
        detail: { service },
      });
    return reserved;
  });
  if (!code) throw tooMany(MSG.smsTooFrequent);
  try {
    await providers.sms.send({ phone: account, service, code });
  } catch (error) {
    request.log.warn({ err: error }, 'SMS delivery failed');
    await withdrawSmsCode(db, account, code);
    throw unavailable(MSG.smsSendFailed);
  }
}
