import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 32 random bytes, url-safe: what a robot carries after activating. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored (devices.token_hash): a stolen database holds no working token. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i;

/** The token of `Authorization: Bearer …`, or null when missing or not shaped like one. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}
