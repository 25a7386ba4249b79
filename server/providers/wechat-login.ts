import { z } from 'zod';

/** Who scanned: the messaging app's account, the same across the platform's apps (unionid). */
export interface WechatIdentity {
  unionid: string;
  nickname: string;
}

/**
 * The messaging app's QR login. The QR code shows `qrContent(qrcodeId)`; scanning it asks the
 * person to authorize the platform, and the app then calls `wechat_callback` with an
 * authorization code and the qrcodeId as `state`; `identify` turns the code into the account.
 */
export interface WechatLoginProvider {
  qrContent(qrcodeId: string): string;
  identify(code: string): Promise<WechatIdentity>;
}

export interface WechatSettings {
  appId: string;
  appSecret: string;
  /** The public address of `uc/v1/user/wechat_callback`, registered with the messaging app. */
  redirectUri: string;
  /** The app's API origin; tests point it at a stand-in. */
  apiOrigin?: string;
}

const API_ORIGIN = 'https://api.weixin.qq.com';
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const CALL_TIMEOUT_MS = 10_000;

const refusal = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const accessToken = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1),
  unionid: z.string().min(1).optional(),
});
const userInfo = z.object({ nickname: z.string().default(''), unionid: z.string().min(1).optional() });

/**
 * The real integration (web authorization with scope snsapi_userinfo): code → access token and
 * openid (sns/oauth2/access_token) → profile with unionid and nickname (sns/userinfo).
 */
export class HttpWechatLoginProvider implements WechatLoginProvider {
  private readonly apiOrigin: string;

  constructor(private readonly settings: WechatSettings) {
    this.apiOrigin = settings.apiOrigin ?? API_ORIGIN;
  }

  qrContent(qrcodeId: string): string {
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: qrcodeId,
    });
    return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
  }

  async identify(code: string): Promise<WechatIdentity> {
    const token = accessToken.parse(
      await this.call('/sns/oauth2/access_token', {
        appid: this.settings.appId,
        secret: this.settings.appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    );
    const profile = userInfo.parse(
      await this.call('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      }),
    );
    const unionid = profile.unionid ?? token.unionid;
    if (!unionid)
      throw new Error('the messaging app answered no unionid (is the app bound to the open platform?)');
    return { unionid, nickname: profile.nickname };
  }

  /** The app answers HTTP 200 with `{ errcode, errmsg }` when it refuses. */
  private async call(path: string, query: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${this.apiOrigin}${path}?${new URLSearchParams(query)}`, {
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`messaging app answered HTTP ${response.status} to ${path}`);
    const body: unknown = await response.json();
    const refused = refusal.safeParse(body);
    if (refused.success && refused.data.errcode !== 0) {
      throw new Error(`messaging app refused ${path}: ${refused.data.errcode} ${refused.data.errmsg ?? ''}`);
    }
    return body;
  }
}
