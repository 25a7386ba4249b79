import { eq } from 'drizzle-orm';
import type { SmsService } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';

export async function findUserByAccount(db: Database, account: string) {
  const [user] = await db.select().from(users).where(eq(users.account, account));
  return user ?? null;
}

/** Register and a new phone need an unused number; recovering a password needs a known one. */
export async function assertAccountFitsService(
  db: Database,
  account: string,
  service: SmsService,
): Promise<void> {
  const registered = (await findUserByAccount(db, account)) !== null;
  if (registered && (service === 'register' || service === 'change_phoneno'))
    throw conflict(MSG.accountExists);
  if (!registered && service === 'forget_password') throw notFound(MSG.accountMissing);
}

/** Until the user picks one: 用户 and the phone's last four digits. */
export const defaultNickname = (account: string): string => `用户${account.slice(-4)}`;
