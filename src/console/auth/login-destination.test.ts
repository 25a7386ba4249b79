import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../shared/api/uc';
import { loginDestination } from './login-destination';

const OWN = 'https://console.robot.example';
const ALLOW = [`${OWN}/`, 'https://ops.partner.example/'];
const user = (loginTimes: number): UserInfo => ({
  id: 'u1',
  account: '13800000001',
  nickname: 'n',
  imageUrl: null,
  tenantId: null,
  tenantName: null,
  loginTimes,
});

describe('where a login leads', () => {
  it('sends a first login to certification, even with a return address', () => {
    expect(
      loginDestination({ token: 't', userInfo: user(1), from: 'https://ops.partner.example/' }, ALLOW, OWN),
    ).toEqual({
      kind: 'route',
      to: '/certification',
    });
  });

  it('hands the session to an allowed return address', () => {
    const destination = loginDestination(
      { token: 't', userInfo: user(2), from: 'https://ops.partner.example/x' },
      ALLOW,
      OWN,
    );
    expect(destination.kind).toBe('address');
    if (destination.kind === 'address')
      expect(new URL(destination.href).searchParams.get('subToken')).toBe('t');
  });

  // The console's own pages share the stored session: a token in their address only leaks it
  // (history, logs, the Referer of the next request), as /dev/outbox?subToken=… did.
  it('goes to a return address of the console itself without the session in it', () => {
    expect(
      loginDestination({ token: 't', userInfo: user(2), from: `${OWN}/dev/outbox?x=1` }, ALLOW, OWN),
    ).toEqual({ kind: 'address', href: `${OWN}/dev/outbox?x=1` });
    expect(loginDestination({ token: 't', userInfo: user(2), from: '/home/project' }, ALLOW, OWN)).toEqual({
      kind: 'address',
      href: `${OWN}/home/project`,
    });
  });

  it('refuses a return address off the list', () => {
    expect(
      loginDestination({ token: 't', userInfo: user(2), from: 'https://evil.example/' }, ALLOW, OWN),
    ).toEqual({
      kind: 'invalid-address',
    });
  });

  it('goes home otherwise', () => {
    expect(loginDestination({ token: 't', userInfo: user(5), from: null }, ALLOW, OWN)).toEqual({
      kind: 'route',
      to: '/home',
    });
  });
});
