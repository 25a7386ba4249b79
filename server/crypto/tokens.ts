import { createHmac, hash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes, base64url. */
export const newBearerToken = (): string => randomBytes(32).toString('base64url');

/** What the sessions table keeps instead of the token. */
export const tokenDigest = (token: string): string => hash('sha256', token, 'hex');

/** Keyed digest of a login secret: a stolen table cannot be used to guess passwords offline. */
export const loginSecretDigest = (key: Buffer, secret: string): string =>
  createHmac('sha256', key).update(secret).digest('hex');
