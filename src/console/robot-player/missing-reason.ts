import type { PlayerMissing, PlayerMissingReason } from '../../shared/api/homepage';
import { ApiFailure } from '../api/answer';

/** Why there is nothing to play, when the server said so (a 404); null for any other failure. */
export function missingReason(error: Error): PlayerMissingReason | null {
  if (!(error instanceof ApiFailure) || error.httpStatus !== 404) return null;
  // A 404 without a reason never reached the player call: the address is wrong.
  return (error.data as PlayerMissing | null | undefined)?.reason === 'NOT_RELEASED'
    ? 'NOT_RELEASED'
    : 'UNKNOWN';
}
