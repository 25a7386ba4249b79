import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginSecret, passwordHash } from './login-secret';

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

describe('login secret', () => {
  it('is UPPER(MD5(account + UPPER(MD5(password)) + timestamp))', () => {
    const hashed = passwordHash('demo1234');
    expect(hashed).toBe(md5Upper('demo1234'));
    expect(loginSecret('13800000001', hashed, 1700000000000)).toBe(
      md5Upper(`13800000001${md5Upper('demo1234')}1700000000000`),
    );
  });
});
