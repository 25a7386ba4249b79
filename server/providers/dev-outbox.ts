import type {
  DevOutbox as DevOutboxSnapshot,
  OutboxPayment,
  OutboxSms,
} from '../../src/shared/api/dev-outbox';
import type { SettlePayment } from './payment-provider';
import type { SmsMessage, SmsProvider } from './sms-provider';

const KEEP_SMS = 100;
const KEEP_IMAGE_CODES = 200;
const KEEP_PAYMENTS = 100;

/**
 * Demo mode's stand-in for phones and payers: the SMS codes sent, the answers of the image codes
 * issued and the payments waiting for 确认支付, newest first, kept in memory with a bound.
 */
export class DevOutbox {
  private readonly sms: OutboxSms[] = [];
  private readonly imageCodes = new Map<string, string>();
  private readonly payments: OutboxPayment[] = [];
  private confirmer: SettlePayment | null = null;

  recordSms(message: OutboxSms): void {
    this.sms.unshift(message);
    this.sms.length = Math.min(this.sms.length, KEEP_SMS);
  }

  recordImageCode(key: string, text: string): void {
    this.imageCodes.set(key, text);
    if (this.imageCodes.size > KEEP_IMAGE_CODES) {
      const oldest = this.imageCodes.keys().next().value;
      if (oldest !== undefined) this.imageCodes.delete(oldest);
    }
  }

  recordPayment(payment: OutboxPayment): void {
    this.payments.unshift(payment);
    this.payments.length = Math.min(this.payments.length, KEEP_PAYMENTS);
  }

  /** The demo payment provider takes the outbox's 确认支付 (there is one per app). */
  confirmPaymentsWith(confirm: SettlePayment): void {
    this.confirmer = confirm;
  }

  /** 确认支付: settles the payment's order; a payment the server never opened is UNKNOWN. */
  async confirmPayment(paymentRef: string): ReturnType<SettlePayment> {
    const outcome = this.confirmer ? await this.confirmer(paymentRef) : 'UNKNOWN';
    const payment = this.payments.find((entry) => entry.paymentRef === paymentRef);
    if (payment && outcome !== 'UNKNOWN') payment.confirmed = true;
    return outcome;
  }

  snapshot(): DevOutboxSnapshot {
    return {
      sms: [...this.sms],
      imageCodes: Object.fromEntries([...this.imageCodes].reverse()),
      payments: this.payments.map((payment) => ({ ...payment })),
    };
  }
}

/** The SMS provider of demo mode: codes go to the outbox instead of a phone. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly now: () => Date,
  ) {}

  async send({ phone, service, code }: SmsMessage): Promise<void> {
    this.outbox.recordSms({ account: phone, service, code, at: this.now().toISOString() });
  }
}
