import type { UserInfo } from '../../shared/api/uc';
import { isAllowedReturnAddress, withSessionHandoff } from './return-address';

export type LoginDestination =
  | { kind: 'route'; to: string }
  | { kind: 'address'; href: string }
  | { kind: 'invalid-address' };

export interface LoginOutcome {
  token: string;
  userInfo: UserInfo;
  /** The `from` query of the login page, if any. */
  from: string | null;
}

/**
 * Step 3 of the account login (accounts spec section 4): a first login goes to certification;
 * otherwise a checked return address receives the session; otherwise home.
 */
export function loginDestination(
  outcome: LoginOutcome,
  allowList: readonly string[],
  ownOrigin: string,
): LoginDestination {
  if (outcome.userInfo.loginTimes === 1) return { kind: 'route', to: '/certification' };
  if (outcome.from && outcome.token) {
    if (!isAllowedReturnAddress(outcome.from, allowList, ownOrigin)) return { kind: 'invalid-address' };
    return {
      kind: 'address',
      href: withSessionHandoff(outcome.from, ownOrigin, outcome.token, outcome.userInfo),
    };
  }
  return { kind: 'route', to: '/home' };
}
