import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WxBindBody } from '../../../src/shared/api/uc-account';
import { passwordHash } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import { sealPasswordHash } from '../../crypto/password-vault';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { writeOperationLog } from '../../operation-log';
import { NOTICES } from '../message/notices';
import { sendMessage } from '../message/send-message';
import { defaultNickname, findUserByAccount } from '../user/accounts';

export type BoundUser = Pick<typeof users.$inferSelect, 'id' | 'account' | 'tenantId'>;

export async function findUserByUnionid(db: Database, unionid: string): Promise<BoundUser | null> {
  const [user] = await db
    .select({ id: users.id, account: users.account, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.wechatUnionid, unionid));
  return user ?? null;
}

/**
 * The account a proven phone and a scanned messaging account end up as, inside the caller's
 * transaction: the phone's account with the messaging account linked, or (QR register) a new
 * account with a random password and a message saying how to set one.
 */
export async function bindOrCreateAccount(
  tx: Database,
  passwordVault: Buffer,
  now: Date,
  address: string,
  { wxUnionid, account, nickname }: Pick<WxBindBody, 'wxUnionid' | 'account' | 'nickname'>,
): Promise<BoundUser> {
  const bound = await findUserByUnionid(tx, wxUnionid);
  if (bound) {
    if (bound.account !== account) throw conflict(MSG.wechatBoundOther);
    return bound;
  }
  const existing = await findUserByAccount(tx, account);
  if (existing) {
    if (existing.wechatUnionid) throw conflict(MSG.phoneBoundOther);
    await tx.update(users).set({ wechatUnionid: wxUnionid, updatedAt: now }).where(eq(users.id, existing.id));
    await writeOperationLog(tx, now, {
      action: 'user.wechat.bind',
      userId: existing.id,
      tenantId: existing.tenantId,
      account,
      address,
    });
    return existing;
  }
  const [created] = await tx
    .insert(users)
    .values({
      account,
      nickname: nickname || defaultNickname(account),
      // Nobody knows this password: the person signs in by QR code, or sets one by SMS.
      passwordSecret: sealPasswordHash(passwordVault, passwordHash(randomBytes(24).toString('base64'))),
      wechatUnionid: wxUnionid,
    })
    .returning({ id: users.id, account: users.account, tenantId: users.tenantId });
  await writeOperationLog(tx, now, {
    action: 'user.register',
    userId: created.id,
    account,
    address,
    detail: { method: 'qrcode' },
  });
  await sendMessage(tx, created.id, NOTICES.accountCreatedByQr(account), now);
  return created;
}
