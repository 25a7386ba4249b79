import type { UserInfo } from '../../../shared/api/uc';
import type { LoginDestination } from '../login-destination';
import { isAllowedReturnAddress, withSessionHandoff } from '../return-address';

/**
 * Where a QR login with a `from` address goes (accounts spec section 4): the address with the
 * session handed over, only if it passes the address check.
 */
export function qrReturnDestination(
  from: string,
  token: string,
  userInfo: UserInfo,
  allowList: readonly string[],
  ownOrigin: string,
): LoginDestination {
  if (!isAllowedReturnAddress(from, allowList, ownOrigin)) return { kind: 'invalid-address' };
  return { kind: 'address', href: withSessionHandoff(from, ownOrigin, token, userInfo) };
}

/** Without `from`: the login route with a sign-in ticket as `t`; the page reloads there and `t` finishes the login. */
export const tokenLoginAddress = (ticket: string): string => `/login?t=${encodeURIComponent(ticket)}`;
