import { describe, expect, it } from 'vitest';
import { sleepReportConfiguration } from './skill-configurations';

describe('休眠播报 configuration', () => {
  it('refuses waking at the time of sleeping (the robot would never know which)', () => {
    const same = sleepReportConfiguration.safeParse({ days: [1], sleepAt: '18:00', wakeAt: '18:00' });
    expect(same.success).toBe(false);
    expect(same.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: '唤醒时间不能与休眠时间相同', path: ['wakeAt'] },
    ]);
    expect(sleepReportConfiguration.safeParse({ days: [1], sleepAt: '18:00', wakeAt: '08:30' }).success).toBe(
      true,
    );
  });
});
