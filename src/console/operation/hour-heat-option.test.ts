import { describe, expect, it } from 'vitest';
import { daysOf, hourHeatOption } from './hour-heat-option';

describe('hourHeatOption', () => {
  it('puts each day of the period on a row and each hour on a column, the busiest hour the darkest', () => {
    const days = daysOf('2026-06-01', '2026-06-03');
    expect(days).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    const option = hourHeatOption(
      days,
      [
        { date: '2026-06-01', hour: 9, count: 4 },
        { date: '2026-06-03', hour: 14, count: 12 },
        { date: '2026-05-31', hour: 9, count: 99 },
      ],
      '个提问',
    );
    const [series] = option.series as { data: number[][] }[];
    expect(series.data).toEqual([
      [9, 0, 4],
      [14, 2, 12],
    ]);
    expect((option.yAxis as { data: string[] }).data).toEqual(['06-01', '06-02', '06-03']);
    expect((option.visualMap as { max: number }).max).toBe(12);
  });
});
