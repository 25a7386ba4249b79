/** What the platform asks a payment provider to collect. */
export interface PaymentRequest {
  /** The platform's order id (the merchant's order number). */
  orderId: string;
  /** In fen (分). */
  amount: number;
  /** What the payer sees as the subject of the payment. */
  description: string;
}

/** An open payment: the provider's reference and where the payer completes it. */
export interface OpenedPayment {
  paymentRef: string;
  payUrl: string;
}

/**
 * How a confirmed payment reaches the platform: the app settles the order paid by `paymentRef`
 * and says what happened, so a provider that repeats its notice learns it was already applied.
 */
export type SettlePayment = (paymentRef: string) => Promise<'SETTLED' | 'ALREADY_SETTLED' | 'UNKNOWN'>;

/**
 * A payment provider. The platform opens a payment per order (`open`); the payer completes it
 * with the provider; the provider's confirmation (a signed notice to the platform, or in demo
 * mode a button in the development outbox) arrives through the handler the app gives once to
 * `onConfirmed`. Nothing is ever settled from what the browser says.
 */
export interface PaymentProvider {
  /** Demo mode: payments are confirmed by hand and no money moves. */
  readonly demo: boolean;
  open(request: PaymentRequest): Promise<OpenedPayment>;
  /** Where the payer completes a payment opened earlier (the pay screen may be reloaded). */
  payUrlOf(paymentRef: string): string;
  onConfirmed(settle: SettlePayment): void;
}
