// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { registerToasts } from '../app/feedback';
import { registerNavigator } from '../app/navigation';
import { useSession } from '../session/session-store';
import { readAnswer, readFailure } from './answer';
import { sessionHeaders, settle } from './http';

const shown: string[] = [];
const visited: string[] = [];
const record = (text: unknown) => {
  shown.push(String(text));
  return (() => undefined) as never;
};

describe('request layer', () => {
  beforeEach(() => {
    shown.length = 0;
    visited.length = 0;
    localStorage.clear();
    useSession.getState().clearSession();
    registerToasts({ success: record, error: record, warning: record, info: record });
    registerNavigator((to) => visited.push(to));
  });

  it('sends the bearer token and the role scope', () => {
    expect(sessionHeaders()).toEqual({ 'Is-Enterprise': 'true' });
    useSession.getState().saveToken('tok');
    useSession.getState().setVisitRole('personal');
    expect(sessionHeaders()).toEqual({ 'Is-Enterprise': 'false', Authorization: 'Bearer tok' });
  });

  it('returns the data of a successful answer', () => {
    expect(settle(readAnswer({ status: 0, message: 'success', data: 42 }), {})).toBe(42);
  });

  it('toasts a refusal once and rejects; quiet calls stay silent', () => {
    expect(() => settle(readAnswer({ status: -1, message: '账号或密码错误', data: null }), {})).toThrow(
      '账号或密码错误',
    );
    expect(shown).toEqual(['账号或密码错误']);
    expect(() => settle(readAnswer({ status: -1, message: 'x', data: null }), { quiet: true })).toThrow();
    expect(shown).toEqual(['账号或密码错误']);
  });

  it('on 401 ends the session and goes to the login route', () => {
    useSession.getState().saveToken('expired');
    const failure = readFailure({
      cancelled: false,
      response: { status: 401, data: { status: -1, message: '登录已失效，请重新登录' } },
    });
    expect(() => settle(failure, {})).toThrow();
    expect(useSession.getState().isLogin).toBe(false);
    expect(visited).toEqual(['/login']);
    expect(shown).toEqual(['登录已失效，请重新登录']);
  });
});
