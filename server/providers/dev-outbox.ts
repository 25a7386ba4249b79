import type { DevOutbox as DevOutboxSnapshot, OutboxSms } from '../../src/shared/api/dev-outbox';
import type { SmsMessage, SmsProvider } from './sms-provider';

const KEEP_SMS = 100;
const KEEP_IMAGE_CODES = 200;

/**
 * Demo mode's stand-in for phones: the SMS codes sent and the answers of the image codes
 * issued, newest first, kept in memory with a bound.
 */
export class DevOutbox {
  private readonly sms: OutboxSms[] = [];
  private readonly imageCodes = new Map<string, string>();

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

  snapshot(): DevOutboxSnapshot {
    return { sms: [...this.sms], imageCodes: Object.fromEntries([...this.imageCodes].reverse()) };
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
