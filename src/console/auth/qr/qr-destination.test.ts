import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../shared/api/uc';
import { qrReturnDestination, tokenLoginAddress } from './qr-destination';

const ORIGIN = 'https://console.example';
const ALLOW = [`${ORIGIN}/`, 'https://partner.example/app/'];
const user: UserInfo = {
  id: 'u1',
  account: '13800000001',
  nickname: '演示',
  imageUrl: null,
  tenantId: null,
  tenantName: null,
  loginTimes: 3,
};

describe('where a QR login goes', () => {
  it('hands the session to an allowed return address', () => {
    const destination = qrReturnDestination('https://partner.example/app/start', 'tok', user, ALLOW, ORIGIN);
    expect(destination.kind).toBe('address');
    const href = new URL(destination.kind === 'address' ? destination.href : '');
    expect(href.searchParams.get('subToken')).toBe('tok');
    expect(JSON.parse(href.searchParams.get('subInfo') ?? '{}')).toMatchObject({ id: 'u1' });
  });

  it('goes to an address of the console itself without the session in it', () => {
    expect(qrReturnDestination(`${ORIGIN}/dev/outbox`, 'tok', user, ALLOW, ORIGIN)).toEqual({
      kind: 'address',
      href: `${ORIGIN}/dev/outbox`,
    });
  });

  it('refuses an address outside the allow-list', () => {
    expect(qrReturnDestination('https://partner.example.evil.net/app/', 'tok', user, ALLOW, ORIGIN)).toEqual({
      kind: 'invalid-address',
    });
  });

  it('without a return address, reloads on the login route with the token query', () => {
    expect(tokenLoginAddress('a b+c')).toBe('/login?t=a%20b%2Bc');
  });
});
