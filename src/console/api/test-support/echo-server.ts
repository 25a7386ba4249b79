import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server received, sent back as the answer's `data`. */
export interface Echo {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP server for the transport's tests, on a free local port. `/echo` answers the
 * envelope with what it received; `/status/<n>` answers HTTP n with a refusal envelope;
 * `/text` answers plain text; `/hang` never answers. It allows any origin, so the browser
 * stand-in's XMLHttpRequest may call it.
 */
export async function startEchoServer() {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', '*');
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === '/hang') {
        hanging.add(response);
        return;
      }
      if (path === '/text') {
        response.setHeader('Content-Type', 'text/html');
        response.end('<html>bad gateway</html>');
        return;
      }
      const refused = /^\/status\/(\d+)$/.exec(path);
      const echo: Echo = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.statusCode = refused ? Number(refused[1]) : 200;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ status: refused ? -1 : 0, message: refused ? '不行' : 'success', data: echo }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
