import type { TransportFailure } from './answer';

/**
 * One HTTP exchange on fetch, reduced to what the answer catalogue reads: the body of a 2xx
 * answer, or a transport failure (cancelled, timed out, no answer, or an error status with its
 * body). Knows nothing of sessions or toasts; the request layer adds those.
 */
export type Query = Record<string, string | number | boolean | undefined>;

export interface Transmission {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path on the API origin, e.g. `/uc/v1/user/info`. */
  url: string;
  /** Added to the address; undefined values are left out. */
  query?: Query;
  /** FormData, URLSearchParams and Blob go as they are; anything else as JSON. */
  body?: unknown;
  headers: Record<string, string>;
  /** Covers the whole exchange, the body included. */
  timeout: number;
  signal?: AbortSignal;
  /** `blob`: a successful body arrives as a Blob (a download); otherwise JSON, or text that is not. */
  as?: 'blob';
}

export type Delivery = { ok: true; data: unknown } | { ok: false; failure: TransportFailure };

export const API_BASE = import.meta.env.VITE_API_BASE ?? '';

/** Tells the server an answer is for script (no login page redirects), as every call does. */
const ALWAYS: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };

export function addressOf(url: string, query: Query = {}): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  if (pairs.length === 0) return API_BASE + url;
  return `${API_BASE}${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(pairs)}`;
}

const sentAsIs = (body: unknown): body is FormData | URLSearchParams | Blob =>
  body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;

/** The body to send and the headers it needs (JSON gets its content type; the others set their own). */
export function encodeBody(request: Transmission): { body?: BodyInit; headers: Record<string, string> } {
  const headers = { ...ALWAYS, ...request.headers };
  if (request.body === undefined || request.body === null) return { headers };
  if (sentAsIs(request.body)) return { body: request.body, headers };
  return { body: JSON.stringify(request.body), headers: { 'Content-Type': 'application/json', ...headers } };
}

/** JSON when it parses, the text itself otherwise (a proxy's HTML error page, an empty body). */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Aborts on the caller's signal or after `ms`, and says afterwards which of the two it was. The
 * caller's signal may be aborted already.
 */
function deadline(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    failure: (): TransportFailure => ({ cancelled: !timedOut && controller.signal.aborted, timedOut }),
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}

export async function transmit(request: Transmission): Promise<Delivery> {
  const limit = deadline(request.timeout, request.signal);
  try {
    const { body, headers } = encodeBody(request);
    const response = await fetch(addressOf(request.url, request.query), {
      method: request.method,
      headers,
      body,
      signal: limit.signal,
    });
    if (response.ok && request.as === 'blob') return { ok: true, data: await response.blob() };
    const data = parseBody(await response.text());
    if (response.ok) return { ok: true, data };
    return { ok: false, failure: { cancelled: false, response: { status: response.status, data } } };
  } catch {
    return { ok: false, failure: limit.failure() };
  } finally {
    limit.done();
  }
}
