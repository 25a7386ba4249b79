import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../src/shared/api/envelope';
import type { TokenResult } from '../../../src/shared/api/uc';
import {
  QR_STATUS,
  type ScanResult,
  scanResultQuery,
  type WechatQrcode,
  wxBindBody,
  wxBindValidCodeQuery,
} from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { sendSmsCode } from '../../codes/send-sms-code';
import { checkSmsCode, spendSmsCode } from '../../codes/sms-codes';
import type { AppContext, RequestLimits } from '../../context';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound, unavailable } from '../../http/api-error';
import { validate } from '../../http/validate';
import type { WechatIdentity, WechatLoginProvider } from '../../providers/wechat-login';
import { browserKeyHash, ensureBrowserKey, isIssuingBrowser } from './browser-key';
import { callbackPage } from './callback-page';
import { consumeQrCode, findFreshScan, findQrCode, issueQrCode, recordScan, scanIsFresh } from './qr-codes';
import { qrImage } from './qr-image';
import { signInByQr } from './qr-sign-in';
import { bindOrCreateAccount, findUserByUnionid } from './wx-bind';

/** The callback is opened in the phone's browser: it answers a page, never the envelope. */
const sendPage = (reply: FastifyReply, title: string, succeeded: boolean) =>
  reply
    .code(succeeded ? 200 : 400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(callbackPage(title, succeeded));

const callbackQuery = z.object({ code: z.string().min(1).max(512), state: z.uuid() });

/**
 * QR login and QR register (accounts spec section 4): issue a code, poll it, bind a phone after
 * an unbound scan; and the messaging app's callback that records the scan.
 */
export function qrRoutes(app: FastifyInstance, context: AppContext, limits: RequestLimits): void {
  const { db, clock, keys, providers } = context;
  const wechat = (): WechatLoginProvider => {
    if (!providers.wechat) throw unavailable(MSG.wechatUnavailable);
    return providers.wechat;
  };

  app.get(
    UC.wechatQrcode,
    { config: { rateLimit: { max: limits.imageCodesPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const provider = wechat();
      const browserKey = ensureBrowserKey(request, reply);
      const issued = await issueQrCode(db, clock.now(), {
        address: request.ip,
        browserKeyHash: browserKeyHash(browserKey),
      });
      return ok<WechatQrcode>({
        qrcodeId: issued.id,
        qrcodeImage: await qrImage(provider.qrContent(issued.id)),
        expiresAt: issued.expiresAt.toISOString(),
      });
    },
  );

  app.get(UC.scanWechatResult, async (request) => {
    const { qrcodeId } = validate(scanResultQuery, request.query);
    const now = clock.now();
    const row = await findQrCode(db, qrcodeId);
    if (!row || !isIssuingBrowser(request, row)) throw notFound(MSG.qrMissing);
    const waiting = (expired: boolean) => ok<ScanResult>({ status: QR_STATUS.waiting, expired });
    if (row.scannedAt === null) return waiting(row.expiresAt <= now);
    if (!scanIsFresh(row, now) || row.unionid === null) return waiting(true);
    const user = await findUserByUnionid(db, row.unionid);
    if (!user) {
      return ok<ScanResult>({
        status: QR_STATUS.unbound,
        wxUnionid: row.unionid,
        nickname: row.nickname ?? '',
      });
    }
    const token = await db.transaction(async (tx) =>
      (await consumeQrCode(tx, now, row.id, user.id)) ? signInByQr(tx, context, request, user) : null,
    );
    if (!token) return waiting(true);
    return ok<ScanResult>({ status: QR_STATUS.loggedIn, token }, MSG.loginOk);
  });

  app.get(
    UC.wxBindValidCode,
    { config: { rateLimit: { max: limits.smsSendsPerMinute, timeWindow: 60_000 } } },
    async (request) => {
      const { qrcodeId, account, service } = validate(wxBindValidCodeQuery, request.query);
      const row = await findQrCode(db, qrcodeId);
      const unbound =
        row?.unionid &&
        isIssuingBrowser(request, row) &&
        scanIsFresh(row, clock.now()) &&
        !(await findUserByUnionid(db, row.unionid));
      if (!unbound) throw badRequest(MSG.wxBindExpired);
      await sendSmsCode(context, request, account, service);
      return ok(null, MSG.smsSent);
    },
  );

  app.post(UC.wxBindAccount, async (request) => {
    const body = validate(wxBindBody, request.body);
    const now = clock.now();
    const scan = await findFreshScan(db, now, body.wxUnionid);
    if (!scan) throw badRequest(MSG.wxBindExpired);
    await checkSmsCode(db, now, body.account, 'Certification', body.validCode);
    try {
      const token = await db.transaction(async (tx) => {
        if (!(await spendSmsCode(tx, body.account, 'Certification', body.validCode)))
          throw badRequest(MSG.smsCodeWrong);
        const user = await bindOrCreateAccount(tx, keys.passwordVault, now, request.ip, {
          ...body,
          nickname: body.nickname || (scan.nickname ?? ''),
        });
        if (!(await consumeQrCode(tx, now, scan.id, user.id))) throw badRequest(MSG.wxBindExpired);
        return signInByQr(tx, context, request, user);
      });
      return ok<TokenResult>({ token }, MSG.loginOk);
    } catch (error) {
      // Two binds of one messaging account or one phone at the same moment: one wins.
      if (isUniqueViolation(error)) throw conflict(MSG.wechatBoundOther);
      throw error;
    }
  });

  app.get(UC.wechatCallback, async (request, reply) => {
    const query = callbackQuery.safeParse(request.query);
    if (!query.success || !providers.wechat) return sendPage(reply, MSG.wechatFailed, false);
    let identity: WechatIdentity;
    try {
      identity = await providers.wechat.identify(query.data.code);
    } catch (error) {
      request.log.warn({ err: error }, 'messaging app authorization failed');
      return sendPage(reply, MSG.wechatFailed, false);
    }
    const scanned = await recordScan(db, clock.now(), query.data.state, identity);
    return sendPage(reply, scanned ? MSG.qrScanned : MSG.qrExpired, scanned);
  });
}
