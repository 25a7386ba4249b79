import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refused } from '../../src/shared/api/envelope';
import { MSG } from '../../src/shared/messages';
import { allowOpaqueOriginReads } from './opaque-origin';

const API_ROOTS = ['/uc', '/manager', '/kg', '/device'];
const HASHED_ASSETS = `${sep}assets${sep}`;

/** API paths answer the envelope, never the SPA, even when unknown. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return (
    API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`)) || path.startsWith('/dev/outbox')
  );
}

/** Serves the Vite build: hashed assets cached for a year, the HTML entries revalidated. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!filePath.endsWith('.html')) allowOpaqueOriginReads(reply);
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/**
 * Unknown API paths answer a 404 envelope; with the SPA served, every other GET answers
 * index.html so deep links like /home/... open the console.
 */
export function installNotFoundHandler(app: FastifyInstance, spaServed: boolean): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (spaServed && readsPage && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(refused(MSG.notFound));
  });
}
