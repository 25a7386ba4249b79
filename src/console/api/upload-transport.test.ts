// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer } from './test-support/echo-server';
import { transmitWithProgress } from './upload-transport';

let server: Awaited<ReturnType<typeof startEchoServer>>;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

describe('transmitWithProgress (XMLHttpRequest)', () => {
  it('sends a file as multipart with the headers and query, and reports the bytes sent', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(64 * 1024)]), 'a.png');
    const fractions: number[] = [];
    const delivery = await transmitWithProgress(
      {
        method: 'POST',
        url: `${server.origin}/echo`,
        query: { projectId: 'p1', md5: 'ABC' },
        body: form,
        headers: { Authorization: 'Bearer tok' },
        timeout: 2000,
      },
      (fraction) => fractions.push(fraction),
    );
    expect(delivery.ok).toBe(true);
    const echo = (
      delivery as { data: { data: { url: string; headers: Record<string, string>; body: string } } }
    ).data.data;
    expect(echo.url).toBe('/echo?projectId=p1&md5=ABC');
    expect(echo.headers.authorization).toBe('Bearer tok');
    expect(echo.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('filename="a.png"');
    expect(fractions.at(-1)).toBe(1);
  });

  it('delivers an error status with its body, a timeout and a cancel as transmit does', async () => {
    const request = { method: 'POST' as const, headers: {}, timeout: 2000 };
    expect(
      await transmitWithProgress({ ...request, url: `${server.origin}/status/413` }, () => {}),
    ).toMatchObject({
      ok: false,
      failure: { cancelled: false, response: { status: 413, data: { message: '不行' } } },
    });
    expect(
      await transmitWithProgress({ ...request, url: `${server.origin}/hang`, timeout: 100 }, () => {}),
    ).toEqual({ ok: false, failure: { cancelled: false, timedOut: true } });
    const cancel = new AbortController();
    const pending = transmitWithProgress(
      { ...request, url: `${server.origin}/hang`, signal: cancel.signal },
      () => {},
    );
    setTimeout(() => cancel.abort(), 20);
    expect(await pending).toEqual({ ok: false, failure: { cancelled: true } });
  });
});
