import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import type { WechatIdentity, WechatLoginProvider } from './wechat-login';

/**
 * Demo mode (no WECHAT_* settings): the QR code leads to the development outbox, where the
 * code waits for a 'scan as…' (POST /dev/wechat/scan). There is no authorization code to redeem.
 */
export class DemoWechatLoginProvider implements WechatLoginProvider {
  qrContent(qrcodeId: string): string {
    return `${DEV_OUTBOX.page}?qrcodeId=${qrcodeId}`;
  }

  async identify(): Promise<WechatIdentity> {
    throw new Error('demo mode: QR codes are scanned through the development outbox');
  }
}
