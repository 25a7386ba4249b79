import { randomBytes } from 'node:crypto';

/** 18 random bytes: 24 url-safe characters, 144 bits nobody guesses. */
export function newPlayerKey(): string {
  return randomBytes(18).toString('base64url');
}

const PLAYER_KEY = /^[A-Za-z0-9_-]{24,64}$/;

/** Only a string shaped like a player key is worth a lookup. */
export function isPlayerKey(value: string): boolean {
  return PLAYER_KEY.test(value);
}
