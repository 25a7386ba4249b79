// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages';
import { registerToasts } from '../app/feedback';
import { useSession } from '../session/session-store';
import { downloadBlob } from './download';
import { stubFetch } from './test-support/stub-fetch';

const shown: string[] = [];

describe('authorised blob download', () => {
  beforeEach(() => {
    shown.length = 0;
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
    vi.unstubAllGlobals();
  });

  it('sends the bearer token with no-cache headers and returns the file', async () => {
    const seen = stubFetch(() => ({ body: 'png-bytes', type: 'image/png' }));
    const blob = await downloadBlob('/uc/v1/user/image?path=a.png');
    expect(await blob.text()).toBe('png-bytes');
    expect(seen[0]?.url.pathname + (seen[0]?.url.search ?? '')).toBe('/uc/v1/user/image?path=a.png');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('Cache-Control')).toBe('no-cache');
    expect(seen[0]?.headers.get('Pragma')).toBe('no-cache');
  });

  it('says 文件资源错误，请联系管理员 for an empty file', async () => {
    stubFetch(() => ({ body: '', type: 'application/octet-stream' }));
    await expect(downloadBlob('/file')).rejects.toThrow(MSG.emptyDownload);
    expect(shown).toEqual([MSG.emptyDownload]);
  });

  it('shows the message of an error answer instead of a file', async () => {
    stubFetch(() => ({ status: 404, body: { status: -1, message: '请求的资源不存在', data: null } }));
    await expect(downloadBlob('/missing')).rejects.toThrow('请求的资源不存在');
    expect(shown).toEqual(['请求的资源不存在']);
  });

  it('shows a refusal that came back with HTTP 200 instead of the file', async () => {
    stubFetch(() => ({ body: { status: -1, message: '无权下载该文件', data: null } }));
    await expect(downloadBlob('/refused')).rejects.toThrow('无权下载该文件');
    expect(shown).toEqual(['无权下载该文件']);
  });
});
