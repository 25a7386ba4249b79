import type { FastifyError, FastifyRequest } from 'fastify';

/** Every parse error of the multipart parser (busboy) speaks of "multipart data" or its boundary. */
const MULTIPART_PARSE_ERROR = /multipart data|boundary not found/i;

/**
 * A multipart body that ends before its closing boundary (or has none): busboy's error carries no
 * status, so without this it would answer 500 on every upload and import route.
 */
export function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return (
    type.toLowerCase().startsWith('multipart/') &&
    error.statusCode === undefined &&
    MULTIPART_PARSE_ERROR.test(error.message)
  );
}
