import type { SmsTemplate } from './uc';

/**
 * The development outbox of demo mode (no SMS provider configured): SMS codes and the answers
 * of issued image codes land here instead of on a phone, and payments wait for a 确认支付 instead
 * of a payer. Absent in production.
 */
export const DEV_OUTBOX = { json: '/dev/outbox.json', page: '/dev/outbox' } as const;

export interface OutboxSms {
  account: string;
  service: SmsTemplate;
  code: string;
  /** ISO 8601 time of sending. */
  at: string;
}

export interface DevOutbox {
  /** Newest first. */
  sms: OutboxSms[];
  /** imageCodeKey → the captcha's text. */
  imageCodes: Record<string, string>;
  /** The demo payment provider's payments, newest first. */
  payments: OutboxPayment[];
}

/** A payment of the demo payment provider: no money moves; 确认支付 confirms it. */
export interface OutboxPayment {
  paymentRef: string;
  orderId: string;
  description: string;
  /** In fen. */
  amount: number;
  /** ISO 8601 time it was opened. */
  at: string;
  confirmed: boolean;
}
