import { describe, expect, it } from 'vitest';
import { carrySpans, markSpan, segmentsOf, unmarkSpan } from './example-spans';

describe('example spans', () => {
  it('cuts an example at its spans', () => {
    expect(segmentsOf('带我去展厅A看看', [{ start: 3, end: 6, slot: '地点' }])).toEqual([
      { start: 0, end: 3, text: '带我去', slot: null },
      { start: 3, end: 6, text: '展厅A', slot: '地点' },
      { start: 6, end: 8, text: '看看', slot: null },
    ]);
    expect(segmentsOf('展厅A', [{ start: 0, end: 3, slot: '地点' }])).toHaveLength(1);
  });

  it('lets a new mark replace the marks it overlaps, and removes a mark by its start', () => {
    const spans = [
      { start: 0, end: 2, slot: '时间' },
      { start: 3, end: 6, slot: '地点' },
    ];
    expect(markSpan(spans, { start: 1, end: 4, slot: '人物' })).toEqual([{ start: 1, end: 4, slot: '人物' }]);
    expect(markSpan(spans, { start: 2, end: 3, slot: '人物' })).toHaveLength(3);
    expect(unmarkSpan(spans, 3)).toEqual([{ start: 0, end: 2, slot: '时间' }]);
  });

  it('carries marks into an edited text where their words still are, and drops the others', () => {
    const spans = [
      { start: 0, end: 2, slot: '时间' },
      { start: 3, end: 6, slot: '地点' },
    ];
    expect(carrySpans('明天去报告厅', '请问明天能去报告厅吗', spans)).toEqual([
      { start: 2, end: 4, slot: '时间' },
      { start: 6, end: 9, slot: '地点' },
    ]);
    expect(carrySpans('明天去报告厅', '后天去报告厅', spans)).toEqual([{ start: 3, end: 6, slot: '地点' }]);
  });
});
