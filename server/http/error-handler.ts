import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { refused } from '../../src/shared/api/envelope';
import { MSG } from '../../src/shared/messages';
import { ApiError } from './api-error';
import { isBrokenMultipart } from './broken-multipart';
import { EVERY_ANSWER_HEADERS } from './security-headers';
import { userFacingMessage } from './validate';

/** Fastify's own refusals (parsing, limits, routing) in the user's language. */
const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MSG.tokenInvalid,
  403: MSG.noPermission,
  404: MSG.notFound,
  413: MSG.tooLarge,
  415: MSG.unsupportedMediaType,
  429: MSG.tooManyRequests,
};

function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Every failure leaves as the envelope: refusals with their status, client mistakes Fastify
 * caught with their 4xx, and anything else as a bare 500 that is logged, never shown.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(refused(error.message));
    if (error instanceof ZodError) {
      return reply.code(400).send(refused(userFacingMessage(error.issues[0]?.message)));
    }
    if (isBrokenMultipart(error, request)) return reply.code(400).send(refused(MSG.multipartBroken));
    const status = clientStatus(error);
    if (status !== null) {
      return reply.code(status).send(refused(MESSAGE_BY_STATUS[status] ?? MSG.badRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refused(MSG.httpErrorDefault));
  });
}

/** A URL that cannot be decoded never reaches the error handler: Fastify's frameworkErrors hook. */
export function answerUndecodableUrl(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers(EVERY_ANSWER_HEADERS).code(400).send(refused(MSG.badRequest));
}
