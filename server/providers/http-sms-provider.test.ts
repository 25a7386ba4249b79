import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSmsProvider } from './http-sms-provider';

let close: () => void = () => undefined;
afterEach(() => close());

/** A stand-in SMS gateway on a free loopback port that records what it received. */
async function gateway(status: number) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

describe('HTTP SMS provider', () => {
  it('posts phone, template and code as JSON with the bearer token', async () => {
    const { url, received } = await gateway(200);
    await new HttpSmsProvider(url, 'secret-token').send({
      phone: '13800000001',
      service: 'register',
      code: '123456',
    });
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe('Bearer secret-token');
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].body).toEqual({ phone: '13800000001', template: 'register', code: '123456' });
  });

  it('rejects when the gateway refuses', async () => {
    const { url } = await gateway(502);
    await expect(
      new HttpSmsProvider(url, 't').send({ phone: '13800000001', service: 'register', code: '1' }),
    ).rejects.toThrow('HTTP 502');
  });
});
