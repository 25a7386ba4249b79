import { describe, expect, it } from 'vitest';
import { dailyOption } from './analysis-option';

describe('dailyOption', () => {
  it('stacks answered and unanswered per day and leaves the rate of a quiet day empty', () => {
    const option = dailyOption([
      { date: '2026-06-01', answered: 9, unknown: 1 },
      { date: '2026-06-02', answered: 0, unknown: 0 },
    ]);
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series.map((line) => [line.name, line.data])).toEqual([
      ['已回答', [9, 0]],
      ['未回答', [1, 0]],
      ['回答率', [90, null]],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['06-01', '06-02']);
  });
});
