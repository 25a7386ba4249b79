import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refused } from '../../src/shared/api/envelope';
import { MSG } from '../../src/shared/messages';

const API_ROOTS = ['/uc', '/manager', '/kg', '/device'];
const HASHED_ASSETS = `${sep}assets${sep}`;

/** API paths answer the envelope, never the SPA, even when unknown. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return (
    API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`)) || path.startsWith('/dev/outbox')
  );
}

/**
 * The robot runtime runs in a sandboxed iframe of an opaque origin (`Origin: null`): its module
 * scripts, styles, fonts and masks are cross-origin reads for it. Only that reader is allowed, and
 * only for files of the build (never the HTML); other sites' pages get no CORS grant.
 */
function allowOpaqueOriginReads(reply: FastifyReply): void {
  reply.header('vary', 'Origin');
  if (reply.request.headers.origin === 'null') reply.header('access-control-allow-origin', 'null');
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
