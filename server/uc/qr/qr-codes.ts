import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { QR_BIND_WINDOW_MS, QR_CODE_TTL_MS } from '../../../src/shared/api/uc-account';
import type { Database } from '../../db/database';
import { qrLogins } from '../../db/schema';
import type { WechatIdentity } from '../../providers/wechat-login';

export type QrLogin = typeof qrLogins.$inferSelect;

/** Codes nobody can use any more are kept this long after their expiry (for support), then go. */
const RETENTION_MS = 24 * 3600_000;

/** A fresh code, valid for QR_CODE_TTL_MS; spent ones of long ago are cleared on the way. */
export async function issueQrCode(
  db: Database,
  now: Date,
  issuedTo: { address: string; browserKeyHash: string },
): Promise<QrLogin> {
  await db.delete(qrLogins).where(lt(qrLogins.expiresAt, new Date(now.getTime() - RETENTION_MS)));
  const [issued] = await db
    .insert(qrLogins)
    .values({ ...issuedTo, createdAt: now, expiresAt: new Date(now.getTime() + QR_CODE_TTL_MS) })
    .returning();
  return issued;
}

export async function findQrCode(db: Database, id: string): Promise<QrLogin | null> {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.id, id));
  return row ?? null;
}

/** A scan counts once, on a code that is neither expired nor used; false otherwise. */
export async function recordScan(
  db: Database,
  now: Date,
  qrcodeId: string,
  identity: WechatIdentity,
): Promise<boolean> {
  const scanned = await db
    .update(qrLogins)
    .set({ scannedAt: now, unionid: identity.unionid, nickname: identity.nickname })
    .where(
      and(
        eq(qrLogins.id, qrcodeId),
        isNull(qrLogins.scannedAt),
        isNull(qrLogins.consumedAt),
        gt(qrLogins.expiresAt, now),
      ),
    )
    .returning({ id: qrLogins.id });
  return scanned.length > 0;
}

/** A scanned code may still sign in or bind a phone for QR_BIND_WINDOW_MS after the scan. */
export const scanIsFresh = (row: QrLogin, now: Date): boolean =>
  row.scannedAt !== null &&
  row.consumedAt === null &&
  now.getTime() < row.scannedAt.getTime() + QR_BIND_WINDOW_MS;

/** The newest fresh, unused scan by this messaging account: what a bind request must stem from. */
export async function findFreshScan(db: Database, now: Date, unionid: string): Promise<QrLogin | null> {
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(
      and(
        eq(qrLogins.unionid, unionid),
        isNull(qrLogins.consumedAt),
        gt(qrLogins.scannedAt, new Date(now.getTime() - QR_BIND_WINDOW_MS)),
      ),
    )
    .orderBy(desc(qrLogins.scannedAt))
    .limit(1);
  return row ?? null;
}

/** Marks the code used by `userId`; false when a concurrent call used it first. */
export async function consumeQrCode(tx: Database, now: Date, id: string, userId: string): Promise<boolean> {
  const consumed = await tx
    .update(qrLogins)
    .set({ consumedAt: now, userId })
    .where(and(eq(qrLogins.id, id), isNull(qrLogins.consumedAt)))
    .returning({ id: qrLogins.id });
  return consumed.length > 0;
}

/** Codes waiting for a scan, newest first (the development outbox lists them). */
export async function pendingQrCodes(db: Database, now: Date): Promise<QrLogin[]> {
  return db
    .select()
    .from(qrLogins)
    .where(and(isNull(qrLogins.scannedAt), isNull(qrLogins.consumedAt), gt(qrLogins.expiresAt, now)))
    .orderBy(desc(qrLogins.createdAt))
    .limit(20);
}
