import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/shared/messages';
import { forbidden } from '../http/api-error';

/** Where demo mode's outbox, QR scans and payment confirmations are served. */
export const DEV_ROUTES_PREFIX = '/dev/';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * A client on this machine: the connection is from loopback, and no proxy on this machine says it
 * forwards someone else (a proxy without TRUST_PROXY would otherwise make everyone local).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    LOOPBACK.test(request.ip) &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

/**
 * The /dev routes hand out every SMS code and captcha answer and sign in by QR as anyone: served to
 * clients on this machine only (DEV_ROUTES_REMOTE=true opens them to every address).
 */
export function keepDevRoutesLocal(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = request.url.startsWith(DEV_ROUTES_PREFIX) && !fromThisMachine(request);
    done(refused ? forbidden(MSG.devRoutesLocalOnly) : undefined);
  });
}
