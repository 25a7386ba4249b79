import type { UserInfo } from '../../shared/api/uc';

/**
 * Where a login may hand its token over (`from` query, accounts spec section 5): the console
 * itself plus four partner consoles. Deployments set the partners with VITE_RETURN_ADDRESSES
 * (comma-separated); the defaults below name the platform's sister consoles.
 */
const DEFAULT_PARTNER_CONSOLES = [
  'https://engine.robot-platform.example/',
  'https://ops.robot-platform.example/',
  'https://data.robot-platform.example/',
  'https://device.robot-platform.example/',
];

export function partnerConsoles(setting: string | undefined): string[] {
  const configured = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : DEFAULT_PARTNER_CONSOLES;
}

const PARTNER_CONSOLES = partnerConsoles(import.meta.env.VITE_RETURN_ADDRESSES);

/** The allow-list: the console's own origin first, then the partners. */
export const returnAddresses = (ownOrigin: string): readonly string[] => [
  `${ownOrigin}/`,
  ...PARTNER_CONSOLES,
];

function parse(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/**
 * An address passes when it lies under one allow-list entry: same scheme, host and port, and a
 * path starting with the entry's path. Comparing parsed origins (not string prefixes) keeps
 * `https://partner.example.evil.net` out. Relative addresses resolve against `ownOrigin`.
 */
export function isAllowedReturnAddress(
  address: string,
  allowList: readonly string[],
  ownOrigin: string,
): boolean {
  const target = parse(address, ownOrigin);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) return false;
  return allowList.some((entry) => {
    const allowed = parse(entry, ownOrigin);
    return !!allowed && allowed.origin === target.origin && target.pathname.startsWith(allowed.pathname);
  });
}

/**
 * The return address with the session handed over: `subToken` and `subInfo` (user info as JSON).
 * The console's own pages share the stored session, so their address is left as it is: a token
 * there would only leak (history, server logs, the Referer of the page's requests).
 */
export function withSessionHandoff(
  address: string,
  ownOrigin: string,
  token: string,
  userInfo: UserInfo,
): string {
  const url = new URL(address, ownOrigin);
  if (url.origin === new URL(ownOrigin).origin) return url.toString();
  url.searchParams.set('subToken', token);
  url.searchParams.set('subInfo', JSON.stringify(userInfo));
  return url.toString();
}
