import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unread badge', () => {
  it('is hidden at 0, the number up to 99, 99+ above', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12345)).toBe('99+');
  });
});
