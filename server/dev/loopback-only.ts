import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MSG } from '../../src/shared/messages';
import { forbidden } from '../http/api-error';

/** Where demo mode's outbox, QR scans and payment confirmations are served. */
export const DEV_ROUTES_PREFIX = '/dev/';

type TrustProxy = FastifyServerOptions['trustProxy'];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * A client on this machine: the connection is from loopback, and so is the client a proxy forwards
 * for. Forwarding headers are believed only from proxies TRUST_PROXY names (then `request.ip` is the
 * client they forward for); without it a local proxy would make everyone local, and with
 * TRUST_PROXY=true the client could name itself 127.0.0.1.
 */
function fromThisMachine(request: FastifyRequest, trustProxy: TrustProxy): boolean {
  // Named proxies (an address list, a hop count, a check), not everyone (true) nor no one.
  const believesForwarding = trustProxy !== undefined && typeof trustProxy !== 'boolean';
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    LOOPBACK.test(request.ip) &&
    (believesForwarding || FORWARDING_HEADERS.every((header) => request.headers[header] === undefined))
  );
}

/**
 * The /dev routes hand out every SMS code and captcha answer and sign in by QR as anyone: served to
 * clients on this machine only (DEV_ROUTES_REMOTE=true opens them to every address).
 */
export function keepDevRoutesLocal(app: FastifyInstance, trustProxy: TrustProxy): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = request.url.startsWith(DEV_ROUTES_PREFIX) && !fromThisMachine(request, trustProxy);
    done(refused ? forbidden(MSG.devRoutesLocalOnly) : undefined);
  });
}
