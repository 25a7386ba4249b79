// @vitest-environment jsdom
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { registerToasts } from '../app/feedback';
import { useSession } from '../session/session-store';
import { downloadBlob } from './download';
import { httpClient } from './http';

const shown: string[] = [];
let seen: InternalAxiosRequestConfig | null = null;

/** Answers every request of the client with `body` and `status`, remembering the request. */
function answerWith(body: Blob, status = 200): AxiosAdapter {
  return async (config) => {
    seen = config;
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error('http'), { isAxiosError: true, response, config });
    return response;
  };
}

describe('authorised blob download', () => {
  const original = httpClient.defaults.adapter;
  beforeEach(() => {
    shown.length = 0;
    seen = null;
    registerToasts({
      success: () => undefined as never,
      warning: () => undefined as never,
      info: () => undefined as never,
      error: (text) => {
        shown.push(String(text));
        return undefined as never;
      },
    });
    useSession.getState().saveToken('tok');
  });
  afterEach(() => {
    httpClient.defaults.adapter = original;
  });

  it('sends the bearer token with no-cache headers and returns the file', async () => {
    httpClient.defaults.adapter = answerWith(new Blob(['png-bytes'], { type: 'image/png' }));
    const blob = await downloadBlob('/uc/v1/user/image?path=a.png');
    expect(await blob.text()).toBe('png-bytes');
    expect(seen?.headers.Authorization).toBe('Bearer tok');
    expect(seen?.headers['Cache-Control']).toBe('no-cache');
    expect(seen?.headers.Pragma).toBe('no-cache');
  });

  it('says 文件资源错误，请联系管理员 for an empty file', async () => {
    httpClient.defaults.adapter = answerWith(new Blob([]));
    await expect(downloadBlob('/file')).rejects.toThrow(MSG.emptyDownload);
    expect(shown).toEqual([MSG.emptyDownload]);
  });

  it('reads the message of an error answer that arrived as a blob', async () => {
    const body = new Blob([JSON.stringify({ status: -1, message: '请求的资源不存在', data: null })], {
      type: 'application/json',
    });
    httpClient.defaults.adapter = answerWith(body, 404);
    await expect(downloadBlob('/missing')).rejects.toThrow('请求的资源不存在');
    expect(shown).toEqual(['请求的资源不存在']);
  });
});
