import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type {
  DevOutbox as DevOutboxSnapshot,
  OutboxPayment,
  OutboxSms,
} from '../../src/shared/api/dev-outbox';
import type { Database } from '../db/database';
import { devOutbox } from '../db/schema';
import type { SettlePayment } from './payment-provider';
import type { SmsMessage, SmsProvider } from './sms-provider';

type Kind = (typeof devOutbox.$inferSelect)['kind'];

const KEEP: Record<Kind, number> = { SMS: 100, IMAGE_CODE: 200, PAYMENT: 100 };

/**
 * Demo mode's stand-in for phones and payers: the SMS codes sent, the answers of the image codes
 * issued and the payments waiting for 确认支付, newest first, kept with a bound. They live in the
 * database, so whichever API process sent a code, every process's outbox shows it.
 */
export class DevOutbox {
  private confirmer: SettlePayment | null = null;

  constructor(private readonly db: Database) {}

  recordSms(message: OutboxSms): Promise<void> {
    return this.record('SMS', message.account, message);
  }

  recordImageCode(key: string, text: string): Promise<void> {
    return this.record('IMAGE_CODE', key, { text });
  }

  recordPayment(payment: OutboxPayment): Promise<void> {
    return this.record('PAYMENT', payment.paymentRef, payment);
  }

  /** The demo payment provider takes the outbox's 确认支付 (there is one per app). */
  confirmPaymentsWith(confirm: SettlePayment): void {
    this.confirmer = confirm;
  }

  /** 确认支付: settles the payment's order; a payment the server never opened is UNKNOWN. */
  async confirmPayment(paymentRef: string): ReturnType<SettlePayment> {
    const outcome = this.confirmer ? await this.confirmer(paymentRef) : 'UNKNOWN';
    if (outcome !== 'UNKNOWN') {
      await this.db
        .update(devOutbox)
        .set({ entry: sql`${devOutbox.entry} || '{"confirmed":true}'::jsonb` })
        .where(and(eq(devOutbox.kind, 'PAYMENT'), eq(devOutbox.ref, paymentRef)));
    }
    return outcome;
  }

  async snapshot(): Promise<DevOutboxSnapshot> {
    const [sms, imageCodes, payments] = await Promise.all([
      this.newest<OutboxSms>('SMS'),
      this.newest<{ text: string }>('IMAGE_CODE'),
      this.newest<OutboxPayment>('PAYMENT'),
    ]);
    return {
      sms: sms.map((row) => row.entry),
      imageCodes: Object.fromEntries(imageCodes.map((row) => [row.ref, row.entry.text])),
      payments: payments.map((row) => row.entry),
    };
  }

  private async newest<T>(kind: Kind): Promise<{ ref: string; entry: T }[]> {
    const rows = await this.db
      .select({ ref: devOutbox.ref, entry: devOutbox.entry })
      .from(devOutbox)
      .where(eq(devOutbox.kind, kind))
      .orderBy(desc(devOutbox.id))
      .limit(KEEP[kind]);
    return rows as { ref: string; entry: T }[];
  }

  /** Adds an entry and lets the oldest of its kind go past the bound. */
  private async record(kind: Kind, ref: string, entry: object): Promise<void> {
    await this.db.insert(devOutbox).values({ kind, ref, entry });
    const oldestKept = this.db
      .select({ id: devOutbox.id })
      .from(devOutbox)
      .where(eq(devOutbox.kind, kind))
      .orderBy(desc(devOutbox.id))
      .offset(KEEP[kind] - 1)
      .limit(1);
    await this.db.delete(devOutbox).where(and(eq(devOutbox.kind, kind), lt(devOutbox.id, oldestKept)));
  }
}

/** The SMS provider of demo mode: codes go to the outbox instead of a phone. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly now: () => Date,
  ) {}

  send({ phone, service, code }: SmsMessage): Promise<void> {
    return this.outbox.recordSms({ account: phone, service, code, at: this.now().toISOString() });
  }
}
