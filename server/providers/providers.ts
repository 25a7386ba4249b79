import type { DevOutbox } from './dev-outbox';
import type { PaymentProvider } from './payment-provider';
import type { SmsProvider } from './sms-provider';
import type { WechatLoginProvider } from './wechat-login';

/** External deliveries. `outbox` is set in demo mode only (no real SMS provider configured). */
export interface Providers {
  sms: SmsProvider;
  outbox: DevOutbox | null;
  /** The messaging app's QR login (demo: DemoWechatLoginProvider); absent, QR login is refused. */
  wechat?: WechatLoginProvider;
  /** Pays for activation keys (demo: DemoPaymentProvider); absent, orders are refused. */
  payment?: PaymentProvider;
}
