import { randomUUID } from 'node:crypto';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import type { DevOutbox } from './dev-outbox';
import type { OpenedPayment, PaymentProvider, PaymentRequest, SettlePayment } from './payment-provider';

/**
 * Demo mode's payment provider: a payment waits in the development outbox until someone presses
 * 确认支付 there (or POSTs /dev/payment/confirm), which confirms it like a provider's notice would.
 * No money moves, so a fresh start can buy and renew devices.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly demo = true;
  private settle: SettlePayment | null = null;

  constructor(
    private readonly outbox: DevOutbox,
    private readonly now: () => Date,
  ) {
    outbox.confirmPaymentsWith((paymentRef) => this.confirm(paymentRef));
  }

  async open({ orderId, amount, description }: PaymentRequest): Promise<OpenedPayment> {
    const paymentRef = `DEMO-${randomUUID()}`;
    await this.outbox.recordPayment({
      paymentRef,
      orderId,
      amount,
      description,
      at: this.now().toISOString(),
      confirmed: false,
    });
    return { paymentRef, payUrl: this.payUrlOf(paymentRef) };
  }

  payUrlOf(paymentRef: string): string {
    return `${DEV_OUTBOX.page}?${new URLSearchParams({ paymentRef })}`;
  }

  onConfirmed(settle: SettlePayment): void {
    this.settle = settle;
  }

  private async confirm(paymentRef: string): ReturnType<SettlePayment> {
    // Only payments of this provider: a reference that is not ours names no payment here.
    if (!paymentRef.startsWith('DEMO-') || !this.settle) return 'UNKNOWN';
    return this.settle(paymentRef);
  }
}
