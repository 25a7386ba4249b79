import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import type { MenuCode } from '../../shared/permissions';
import { decideGuard, type GuardSession } from './guard';
import type { RouteMeta } from './route-model';

const meta = (name: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  name,
  permissions: [],
  ...extra,
});
const signedIn = (codes: MenuCode[] | null): GuardSession => ({
  isLogin: true,
  menuStatus: codes ? 'loaded' : 'failed',
  menuPermission: codes,
});
const signedOut: GuardSession = { isLogin: false, menuStatus: 'idle', menuPermission: null };

const login = [meta('登录', { access: 'logout' })];
const account = [
  meta('home', { access: 'auth' }),
  meta('business-management', { permissions: ['TENANT_MANAGEMENT'] }),
  meta('business-management-account', { permissions: ['ACCOUNT'] }),
];

describe('route guard (accounts spec section 4)', () => {
  it('sends a logged-out user from a needAuth route to /login', () => {
    expect(decideGuard(account, signedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('keeps needLogout routes for logged-out users', () => {
    expect(decideGuard(login, signedOut)).toEqual({ kind: 'allow' });
    expect(decideGuard(login, signedIn(['PROJECT']))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('waits for the menus of a signed-in user', () => {
    expect(decideGuard(account, { isLogin: true, menuStatus: 'idle', menuPermission: null })).toEqual({
      kind: 'load-menus',
    });
    expect(decideGuard(account, { isLogin: true, menuStatus: 'loading', menuPermission: null })).toEqual({
      kind: 'load-menus',
    });
  });

  it('goes to /login, dropping the session, when the menus are still empty after loading', () => {
    expect(decideGuard(account, signedIn(null))).toEqual({
      kind: 'redirect',
      to: '/login',
      endSession: true,
    });
    expect(decideGuard(account, signedIn([]))).toEqual({ kind: 'redirect', to: '/login', endSession: true });
  });

  it('needs every permission of the matched parents', () => {
    expect(decideGuard(account, signedIn(['TENANT_MANAGEMENT', 'ACCOUNT']))).toEqual({ kind: 'allow' });
    expect(decideGuard(account, signedIn(['ACCOUNT']))).toEqual({
      kind: 'redirect',
      to: '/home',
      warning: MSG.noPermission,
    });
    expect(decideGuard(account, signedIn(['TENANT_MANAGEMENT']))).toEqual({
      kind: 'redirect',
      to: '/home',
      warning: MSG.noPermission,
    });
  });

  it('lets anyone open public routes, a child overriding its parent', () => {
    const forbidden = [meta('home', { access: 'auth' }), meta('403', { access: 'public' })];
    expect(decideGuard(forbidden, signedOut)).toEqual({ kind: 'allow' });
    expect(decideGuard([meta('retrieve-password', { access: 'public' })], signedIn(['PROJECT']))).toEqual({
      kind: 'allow',
    });
  });
});
