import type { TokenResult } from '../../../shared/api/uc';
import type {
  ScanResult,
  WechatQrcode,
  WxBindBody,
  WxBindValidCodeQuery,
} from '../../../shared/api/uc-account';
import { UC } from '../../../shared/api/uc-paths';
import { type CallOptions, http } from '../../api/http';

/** The calls of QR login and QR register (contract in shared/api/uc-account.ts). */
export const qrApi = {
  /** A fresh code; failures show in the panel (retry), not as a toast. */
  qrcode: () => http.get<WechatQrcode>(UC.wechatQrcode, undefined, { quiet: true }),
  /** The 1-second poll: an error only means 'keep polling' (spec), so it is never shown. */
  scanResult: (qrcodeId: string, options: CallOptions) =>
    http.get<ScanResult>(UC.scanWechatResult, { qrcodeId }, { ...options, quiet: true }),
  sendBindCode: (query: WxBindValidCodeQuery) => http.get<unknown>(UC.wxBindValidCode, query),
  bind: (body: WxBindBody) =>
    http.postForm<TokenResult>(UC.wxBindAccount, {
      wxUnionid: body.wxUnionid,
      account: body.account,
      nickname: body.nickname,
      validCode: body.validCode,
    }),
};
