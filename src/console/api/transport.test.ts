import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './test-support/echo-server';
import { startEchoServer } from './test-support/echo-server';
import { type Delivery, type Transmission, transmit } from './transport';

let server: Awaited<ReturnType<typeof startEchoServer>>;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

const send = (request: Partial<Transmission> & { url: string }): Promise<Delivery> =>
  transmit({ method: 'GET', headers: {}, timeout: 2000, ...request, url: server.origin + request.url });

async function echoOf(request: Partial<Transmission> & { url: string }): Promise<Echo> {
  const delivery = await send(request);
  if (!delivery.ok) throw new Error(`expected an answer, got ${JSON.stringify(delivery.failure)}`);
  return (delivery.data as { data: Echo }).data;
}

describe('transmit (fetch)', () => {
  it('sends the query without its undefined values, the caller’s headers and X-Requested-With', async () => {
    const echo = await echoOf({
      url: '/echo?fixed=1',
      query: { name: '机器人 a&b', pageNo: 2, mine: true, keyword: undefined },
      headers: { Authorization: 'Bearer tok', 'Is-Enterprise': 'true' },
    });
    const query = new URL(echo.url, 'http://x').searchParams;
    expect([...query]).toEqual([
      ['fixed', '1'],
      ['name', '机器人 a&b'],
      ['pageNo', '2'],
      ['mine', 'true'],
    ]);
    expect(echo.headers.authorization).toBe('Bearer tok');
    expect(echo.headers['is-enterprise']).toBe('true');
    expect(echo.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends an object as JSON and form fields as urlencoded', async () => {
    const json = await echoOf({ url: '/echo', method: 'PUT', body: { name: '迎宾', version: 3 } });
    expect(json.method).toBe('PUT');
    expect(json.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json.body)).toEqual({ name: '迎宾', version: 3 });

    const form = await echoOf({ url: '/echo', method: 'POST', body: new URLSearchParams({ phone: '138' }) });
    expect(form.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form.body).toBe('phone=138');
  });

  it('delivers an error status with its parsed body, and text that is not JSON as text', async () => {
    const refused = await send({ url: '/status/409' });
    expect(refused).toMatchObject({
      ok: false,
      failure: { cancelled: false, response: { status: 409, data: { status: -1, message: '不行' } } },
    });
    expect(await send({ url: '/text' })).toEqual({ ok: true, data: '<html>bad gateway</html>' });
  });

  it('gives up after the timeout and says so', async () => {
    expect(await send({ url: '/hang', timeout: 100 })).toEqual({
      ok: false,
      failure: { cancelled: false, timedOut: true },
    });
  });

  it('stops when the caller cancels, before or during the call', async () => {
    const during = new AbortController();
    const pending = send({ url: '/hang', signal: during.signal });
    setTimeout(() => during.abort(), 20);
    expect(await pending).toEqual({ ok: false, failure: { cancelled: true, timedOut: false } });
    expect(await send({ url: '/echo', signal: AbortSignal.abort() })).toEqual({
      ok: false,
      failure: { cancelled: true, timedOut: false },
    });
  });

  it('reports no answer when nothing listens', async () => {
    const closed = await startEchoServer();
    await closed.close();
    const delivery = await transmit({
      method: 'GET',
      url: `${closed.origin}/echo`,
      headers: {},
      timeout: 2000,
    });
    expect(delivery).toEqual({ ok: false, failure: { cancelled: false, timedOut: false } });
  });
});
