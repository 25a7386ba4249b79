import { z } from 'zod';

// Kept apart from dev-outbox.ts, which the sign-in page reads: zod stays out of that page's first load.

/** POST (JSON) { paymentRef }: confirms a demo payment, which settles its order. */
export const DEV_PAYMENT = { confirm: '/dev/payment/confirm' } as const;
export const devPaymentConfirmBody = z.object({
  paymentRef: z.string({ error: '请提供支付单号' }).trim().min(1, '请提供支付单号').max(100, '支付单号有误'),
});
