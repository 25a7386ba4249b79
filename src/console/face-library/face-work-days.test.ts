import { describe, expect, it } from 'vitest';
import { workDaysText } from './face-work-days';

describe('a face group’s working days in words', () => {
  it('names a run of days by its ends and lists the others', () => {
    expect(workDaysText([1, 2, 3, 4, 5])).toBe('周一至周五');
    expect(workDaysText([1, 2, 3, 4, 5, 6, 7])).toBe('周一至周日');
    expect(workDaysText([1, 3, 6, 7])).toBe('周一、周三、周六、周日');
    expect(workDaysText([2, 3, 4, 6])).toBe('周二至周四、周六');
  });
});
