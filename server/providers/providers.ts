import type { DevOutbox } from './dev-outbox';
import type { SmsProvider } from './sms-provider';

/** External deliveries. `outbox` is set in demo mode only (no real SMS provider configured). */
export interface Providers {
  sms: SmsProvider;
  outbox: DevOutbox | null;
}
