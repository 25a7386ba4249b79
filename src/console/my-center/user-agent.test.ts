import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('the sign-in history device label', () => {
  it('names browser, major version and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 · Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge 120 · Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
  });

  it('says so when nothing is known', () => {
    expect(describeUserAgent(null)).toBe('未知设备');
    expect(describeUserAgent('curl/8.0')).toBe('其他浏览器');
  });
});
