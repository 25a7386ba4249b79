import { desc, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEV_WECHAT, type DevWechatPending, devWechatScanBody } from '../../src/shared/api/dev-wechat';
import { ok } from '../../src/shared/api/envelope';
import { MSG } from '../../src/shared/messages';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { findQrCode, pendingQrCodes, recordScan } from '../uc/qr/qr-codes';

/** Demo mode only: the codes waiting for a scan, and the scan itself ('scan as…'). */
export function devWechatRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get(DEV_WECHAT.pending, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [codes, bound] = await Promise.all([
      pendingQrCodes(db, clock.now()),
      db
        .select({ unionid: users.wechatUnionid, account: users.account, nickname: users.nickname })
        .from(users)
        .where(isNotNull(users.wechatUnionid))
        .orderBy(desc(users.updatedAt))
        .limit(20),
    ]);
    return ok<DevWechatPending>({
      qrcodes: codes.map((code) => ({
        qrcodeId: code.id,
        createdAt: code.createdAt.toISOString(),
        expiresAt: code.expiresAt.toISOString(),
      })),
      boundAccounts: bound.flatMap(({ unionid, account, nickname }) =>
        unionid ? [{ unionid, account, nickname }] : [],
      ),
    });
  });

  app.post(DEV_WECHAT.scan, async (request) => {
    const { qrcodeId, unionid, nickname } = validate(devWechatScanBody, request.body);
    if (await recordScan(db, clock.now(), qrcodeId, { unionid, nickname })) return ok(null, MSG.qrScanned);
    if (!(await findQrCode(db, qrcodeId))) throw notFound(MSG.qrMissing);
    throw badRequest(MSG.qrExpired);
  });
}
