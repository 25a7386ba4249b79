import { describe, expect, it } from 'vitest';
import { expiryText, lastSeenText } from './robot-times';

const now = Date.parse('2026-06-01T08:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('robot times', () => {
  it('says when a robot was last heard from', () => {
    expect(lastSeenText(null, now)).toBe('从未上线');
    expect(lastSeenText(ago(20_000), now)).toBe('刚刚在线');
    expect(lastSeenText(ago(5 * 60_000), now)).toBe('5 分钟前在线');
    expect(lastSeenText(ago(3 * 3_600_000 + 1), now)).toBe('3 小时前在线');
    expect(lastSeenText(ago(2 * 86_400_000), now)).toBe('2 天前在线');
  });

  it('tells an expired key from one about to expire', () => {
    expect(expiryText('2026-06-05T08:00:00Z', now)).toMatch(/^2026\.06\.0[56] 到期$/);
    expect(expiryText(ago(86_400_000), now)).toMatch(/^已于 2026\.05\.3[01] 到期$/);
  });
});
