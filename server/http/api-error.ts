import { MSG } from '../../src/shared/messages';

/** A refusal the client can act on: answered as `{ status: -1, message }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string = MSG.badRequest) => new ApiError(400, message);
export const unauthorized = (message: string = MSG.tokenInvalid) => new ApiError(401, message);
export const forbidden = (message: string = MSG.noPermission) => new ApiError(403, message);
export const notFound = (message: string = MSG.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string = MSG.tooManyRequests) => new ApiError(429, message);
export const unavailable = (message: string) => new ApiError(503, message);
