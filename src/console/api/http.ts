import {
  CERTIFICATION_UPLOAD_TIMEOUT_MS,
  HOMEPAGE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../shared/constants';
import { feedback } from '../app/feedback';
import { navigateTo } from '../app/navigation';
import { useSession } from '../session/session-store';
import { type Outcome, readAnswer, readFailure } from './answer';
import { type Delivery, type Query, type Transmission, transmit } from './transport';

/** The one request layer every screen goes through (accounts spec sections 7 and 8). */
export interface CallOptions {
  /** Suppresses toasts (callers whose failures the spec says are ignored silently). */
  quiet?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

/** The longer timeouts of spec section 9, for the calls that need them. */
export const UPLOAD_CALL: CallOptions = { timeout: CERTIFICATION_UPLOAD_TIMEOUT_MS };
export const HOMEPAGE_CALL: CallOptions = { timeout: HOMEPAGE_TIMEOUT_MS };

/** Bearer token when signed in, and the scope of every query. */
export function sessionHeaders(): Record<string, string> {
  const { token, visitRole } = useSession.getState();
  const headers: Record<string, string> = { 'Is-Enterprise': String(visitRole === 'enterprise') };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Shows what the catalogue says and, on 401, ends the session and goes to the login route. */
export function settle<T>(outcome: Outcome<T>, options: CallOptions): T {
  if (outcome.ok) return outcome.data;
  if (outcome.toast && !options.quiet) feedback.error(outcome.toast);
  if (outcome.failure.kind === 'unauthorized') {
    useSession.getState().clearSession();
    navigateTo('/login', { replace: true });
  }
  throw outcome.failure;
}

/** What a call sends besides its own fields: the session's headers, the timeout, the signal. */
export type Exchange = Omit<Transmission, 'headers' | 'timeout' | 'signal'> & {
  headers?: Record<string, string>;
};

export function transmission(exchange: Exchange, options: CallOptions): Transmission {
  return {
    ...exchange,
    headers: { ...sessionHeaders(), ...exchange.headers },
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    signal: options.signal,
  };
}

export const outcomeOf = <T>(delivery: Delivery): Outcome<T> =>
  delivery.ok ? readAnswer<T>(delivery.data) : readFailure(delivery.failure);

async function call<T>(exchange: Exchange, options: CallOptions = {}): Promise<T> {
  return settle(outcomeOf<T>(await transmit(transmission(exchange, options))), options);
}

type Fields = Record<string, string | number>;

const formBody = (fields: Fields): URLSearchParams =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));

export const http = {
  get: <T>(url: string, query?: Query, options?: CallOptions) =>
    call<T>({ method: 'GET', url, query }, options),
  post: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'POST', url, body }, options),
  /** application/x-www-form-urlencoded, as the register, token and bind calls expect. */
  postForm: <T>(url: string, fields: Fields, options?: CallOptions) =>
    call<T>({ method: 'POST', url, body: formBody(fields) }, options),
  /** A POST made with a bearer that is not the stored session's (a login not kept yet). */
  postAs: <T>(url: string, token: string, options?: CallOptions) =>
    call<T>({ method: 'POST', url, headers: { Authorization: `Bearer ${token}` } }, options),
  put: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'PUT', url, body }, options),
  patch: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'PATCH', url, body }, options),
  delete: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'DELETE', url, body }, options),
};
