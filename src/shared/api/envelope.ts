/** Every answer of the API is this envelope; `status: 0` is success (spec section 7). */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export const STATUS_OK = 0;
export const STATUS_REFUSED = -1;

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { status: STATUS_OK, message, data };
}

export function refused(message: string): Envelope<null> {
  return { status: STATUS_REFUSED, message, data: null };
}
