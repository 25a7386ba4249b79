const YUAN = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in fen as the payer reads it: ¥7,176.00. */
export const formatFen = (fen: number): string => YUAN.format(fen / 100);
