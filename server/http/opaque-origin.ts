import type { FastifyReply } from 'fastify';

/**
 * The robot runtime runs in a sandboxed iframe of an opaque origin (`Origin: null`): the build's
 * scripts and styles, stored pictures (drawn into PNGs) and the released document are cross-origin
 * reads for it. Only that reader is granted them; other sites' pages get no CORS grant.
 */
export function allowOpaqueOriginReads(reply: FastifyReply): void {
  reply.header('vary', 'Origin');
  if (reply.request.headers.origin === 'null') reply.header('access-control-allow-origin', 'null');
}
