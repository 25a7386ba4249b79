import { z } from 'zod';
import { MSG } from '../messages';

/**
 * Demo mode's stand-in for scanning a QR code with the messaging app (no WECHAT_* settings):
 * the outbox page lists the codes waiting for a scan, and a scan is one POST. Absent in production.
 */
export const DEV_WECHAT = { scan: '/dev/wechat/scan', pending: '/dev/wechat/pending' } as const;

/** POST /dev/wechat/scan (JSON): scans `qrcodeId` as the messaging account `unionid`. */
export const devWechatScanBody = z.object({
  qrcodeId: z.uuid({ error: MSG.qrMissing }),
  unionid: z.string().trim().min(1, MSG.badRequest).max(128, MSG.badRequest),
  nickname: z.string().trim().max(64).default(''),
});

/** GET /dev/wechat/pending: codes not yet scanned and not expired, newest first. */
export interface PendingQrcode {
  qrcodeId: string;
  createdAt: string;
  expiresAt: string;
}
/** A messaging account already bound to a phone, offered as 'scan as a known user'. */
export interface BoundWechatAccount {
  unionid: string;
  account: string;
  nickname: string;
}
export interface DevWechatPending {
  qrcodes: PendingQrcode[];
  boundAccounts: BoundWechatAccount[];
}
