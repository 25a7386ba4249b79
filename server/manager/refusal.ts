import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/shared/api/envelope';
import { STATUS_REFUSED } from '../../src/shared/api/envelope';
import { ApiError } from '../http/api-error';

/**
 * A refusal that carries what the client needs to act on it: the server's copy on a 409, the
 * list of problems of a document. Answered as `{ status: -1, message, data }`.
 */
export class RefusalWithData<T> extends ApiError {
  constructor(
    statusCode: number,
    message: string,
    readonly data: T,
  ) {
    super(statusCode, message);
    this.name = 'RefusalWithData';
  }
}

/** Error handler of the manager calls: answers RefusalWithData, hands anything else to the app's. */
export function answerRefusalWithData(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof RefusalWithData)) throw error;
  const body: Envelope<unknown> = { status: STATUS_REFUSED, message: error.message, data: error.data };
  return reply.code(error.statusCode).send(body);
}
