import { STATUS_OK, STATUS_REFUSED } from '../../shared/api/envelope';
import { MSG } from '../../shared/messages';

/**
 * The answer handling and error catalogue of accounts spec sections 7 and 8, as pure functions:
 * what a body or a transport failure means, which toast it shows, whether it sends to login.
 */
export type FailureKind =
  | 'refused'
  | 'rejected'
  | 'http'
  | 'unauthorized'
  | 'timeout'
  | 'network'
  | 'cancelled'
  | 'empty';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** The envelope status, when the server answered with one. */
    readonly status?: number,
    readonly httpStatus?: number,
    /** The envelope's data of a refusal, when it carries some (a 409 carries the server's copy). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export interface Failed {
  ok: false;
  failure: ApiFailure;
  /** The toast the catalogue asks for; null for a silent rejection. */
  toast: string | null;
}

export type Outcome<T> = { ok: true; data: T } | Failed;

/** A transport failure reduced to what the catalogue looks at. */
export interface TransportFailure {
  cancelled: boolean;
  timedOut?: boolean;
  response?: { status: number; data: unknown };
}

function envelopeFields(body: unknown): { status?: number; message?: string; data?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const fields = body as Record<string, unknown>;
  return {
    status: typeof fields.status === 'number' ? fields.status : undefined,
    message: typeof fields.message === 'string' && fields.message.trim() ? fields.message : undefined,
    data: fields.data,
  };
}

/** A body that arrived with HTTP success: status 0 gives the data, -1 toasts, others reject silently. */
export function readAnswer<T>(body: unknown): Outcome<T> {
  const { status, message, data } = envelopeFields(body);
  if (status === STATUS_OK) return { ok: true, data: data as T };
  if (status === STATUS_REFUSED) {
    const text = message ?? MSG.refusedDefault;
    return { ok: false, failure: new ApiFailure('refused', text, status), toast: text };
  }
  return {
    ok: false,
    failure: new ApiFailure('rejected', message ?? MSG.refusedDefault, status),
    toast: null,
  };
}

/** A call that failed in transport or with an HTTP error status. */
export function readFailure(failure: TransportFailure): Failed {
  if (failure.cancelled) return { ok: false, failure: new ApiFailure('cancelled', 'cancelled'), toast: null };
  if (failure.response) {
    const { status: httpStatus, data } = failure.response;
    const { status, message, data: carried } = envelopeFields(data);
    const text = message ?? MSG.httpErrorDefault;
    const kind = httpStatus === 401 ? 'unauthorized' : 'http';
    return { ok: false, failure: new ApiFailure(kind, text, status, httpStatus, carried), toast: text };
  }
  if (failure.timedOut) {
    return { ok: false, failure: new ApiFailure('timeout', MSG.timeout), toast: MSG.timeout };
  }
  return { ok: false, failure: new ApiFailure('network', MSG.network), toast: MSG.network };
}
