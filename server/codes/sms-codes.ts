import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { SmsService } from '../../src/shared/api/uc';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from '../../src/shared/constants';
import { MSG } from '../../src/shared/messages';
import type { Database } from '../db/database';
import { smsCodes } from '../db/schema';
import { badRequest } from '../http/api-error';

const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Stores a fresh code as the phone's only outstanding one, unless the phone got one less than
 * SMS_RESEND_INTERVAL_MS ago: then null. One statement, so two racing sends cannot both pass.
 */
export async function reserveSmsCode(
  db: Database,
  now: Date,
  account: string,
  service: SmsService,
): Promise<string | null> {
  const code = newSmsCode();
  const fresh = {
    account,
    service,
    code,
    sentAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    wrongTries: 0,
  };
  const stored = await db
    .insert(smsCodes)
    .values(fresh)
    .onConflictDoUpdate({
      target: smsCodes.account,
      set: fresh,
      setWhere: lte(smsCodes.sentAt, new Date(now.getTime() - SMS_RESEND_INTERVAL_MS)),
    })
    .returning({ code: smsCodes.code });
  return stored.length > 0 ? code : null;
}

/** The code never reached the phone: let the user ask again at once. */
export async function withdrawSmsCode(db: Database, account: string, code: string): Promise<void> {
  await db.delete(smsCodes).where(and(eq(smsCodes.account, account), eq(smsCodes.code, code)));
}

/**
 * Checks a code without spending it. A wrong code costs one of SMS_CODE_MAX_TRIES tries; run it
 * outside a transaction so a refusal keeps that count.
 */
export async function checkSmsCode(
  db: Database,
  now: Date,
  account: string,
  service: SmsService,
  code: string,
): Promise<void> {
  const [stored] = await db.select().from(smsCodes).where(eq(smsCodes.account, account));
  if (!stored || stored.service !== service || stored.expiresAt <= now) throw badRequest(MSG.smsCodeWrong);
  if (stored.wrongTries >= SMS_CODE_MAX_TRIES) throw badRequest(MSG.smsCodeTooManyTries);
  if (stored.code === code) return;
  const [counted] = await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
    .where(eq(smsCodes.account, account))
    .returning({ wrongTries: smsCodes.wrongTries });
  throw badRequest(
    (counted?.wrongTries ?? 0) >= SMS_CODE_MAX_TRIES ? MSG.smsCodeTooManyTries : MSG.smsCodeWrong,
  );
}

/**
 * Spends a code that checkSmsCode accepted, inside the transaction of the change it allows;
 * false when a concurrent call spent it first.
 */
export async function spendSmsCode(
  tx: Database,
  account: string,
  service: SmsService,
  code: string,
): Promise<boolean> {
  const spent = await tx
    .delete(smsCodes)
    .where(and(eq(smsCodes.account, account), eq(smsCodes.service, service), eq(smsCodes.code, code)))
    .returning({ account: smsCodes.account });
  return spent.length > 0;
}
