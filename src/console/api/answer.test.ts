import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { readAnswer, readFailure } from './answer';

describe('readAnswer (a body that arrived with HTTP success)', () => {
  it('gives the data on status 0', () => {
    expect(readAnswer({ status: 0, message: 'success', data: { token: 't' } })).toEqual({
      ok: true,
      data: { token: 't' },
    });
  });

  it('toasts the body message on status -1 and rejects', () => {
    const outcome = readAnswer({ status: -1, message: '账号或密码错误', data: null });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.toast).toBe('账号或密码错误');
    expect(outcome.failure.kind).toBe('refused');
  });

  it('falls back to 出错了,请稍后再试 when status -1 carries no message', () => {
    const outcome = readAnswer({ status: -1, message: '', data: null });
    expect(outcome.ok ? null : outcome.toast).toBe(MSG.refusedDefault);
  });

  it('rejects any other status silently', () => {
    const outcome = readAnswer({ status: 3, message: 'later', data: null });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.toast).toBeNull();
    expect(outcome.failure.status).toBe(3);
  });

  it('rejects silently a body that is no envelope', () => {
    const outcome = readAnswer('<html>');
    expect(outcome.ok ? 'ok' : outcome.toast).toBeNull();
  });
});

describe('readFailure (transport failures and HTTP errors)', () => {
  it('shows the server message of an HTTP error', () => {
    const outcome = readFailure({
      cancelled: false,
      response: { status: 409, data: { status: -1, message: '该手机号已注册，请直接登录' } },
    });
    expect(outcome.toast).toBe('该手机号已注册，请直接登录');
    expect(outcome.failure.kind).toBe('http');
    expect(outcome.failure.httpStatus).toBe(409);
  });

  it('falls back to 出错啦，请稍后再试 when the error answer has no message', () => {
    expect(readFailure({ cancelled: false, response: { status: 502, data: 'Bad Gateway' } }).toast).toBe(
      MSG.httpErrorDefault,
    );
  });

  it('marks 401 so the caller sends the user to login', () => {
    expect(
      readFailure({
        cancelled: false,
        response: { status: 401, data: { status: -1, message: '登录已失效，请重新登录' } },
      }).failure.kind,
    ).toBe('unauthorized');
  });

  it('says 请求超时 on a timeout and 网络出错啦 without an answer', () => {
    expect(readFailure({ cancelled: false, timedOut: true }).toast).toBe(MSG.timeout);
    expect(readFailure({ cancelled: false }).toast).toBe(MSG.network);
  });

  it('stays silent for a cancelled call', () => {
    const outcome = readFailure({ cancelled: true });
    expect(outcome.toast).toBeNull();
    expect(outcome.failure.kind).toBe('cancelled');
  });
});
