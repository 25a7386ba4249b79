import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import {
  CERTIFICATION_UPLOAD_TIMEOUT_MS,
  HOMEPAGE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../shared/constants';
import { feedback } from '../app/feedback';
import { navigateTo } from '../app/navigation';
import { useSession } from '../session/session-store';
import { type Outcome, readAnswer, readFailure, type TransportFailure } from './answer';

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

export const API_BASE = import.meta.env.VITE_API_BASE ?? '';

const client = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

/** Bearer token when signed in, and the scope of every query. */
export function sessionHeaders(): Record<string, string> {
  const { token, visitRole } = useSession.getState();
  const headers: Record<string, string> = { 'Is-Enterprise': String(visitRole === 'enterprise') };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function toTransportFailure(error: unknown): TransportFailure {
  if (axios.isCancel(error)) return { cancelled: true };
  if (!isAxiosError(error)) return { cancelled: false };
  const response = error.response ? { status: error.response.status, data: error.response.data } : undefined;
  return { cancelled: false, code: error.code, response };
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

async function call<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  let outcome: Outcome<T>;
  try {
    const response = await client.request({
      ...config,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      signal: options.signal,
      headers: { ...sessionHeaders(), ...config.headers },
    });
    outcome = readAnswer<T>(response.data);
  } catch (error) {
    outcome = readFailure(toTransportFailure(error));
  }
  return settle(outcome, options);
}

type Fields = Record<string, string | number>;
type Query = Record<string, string | number | boolean | undefined>;

const formBody = (fields: Fields): URLSearchParams =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));

export const http = {
  get: <T>(url: string, params?: Query, options?: CallOptions) =>
    call<T>({ method: 'GET', url, params }, options),
  post: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'POST', url, data: body }, options),
  /** application/x-www-form-urlencoded, as the register, token and bind calls expect. */
  postForm: <T>(url: string, fields: Fields, options?: CallOptions) =>
    call<T>({ method: 'POST', url, data: formBody(fields) }, options),
  put: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'PUT', url, data: body }, options),
  patch: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'PATCH', url, data: body }, options),
  delete: <T>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'DELETE', url, data: body }, options),
};

export { client as httpClient };
