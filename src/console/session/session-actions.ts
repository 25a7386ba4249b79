import type { UserInfo } from '../../shared/api/uc';
import { MSG } from '../../shared/messages';
import { MENU_CODES, type MenuCode } from '../../shared/permissions';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { flashAfterReload } from '../app/flash';
import { useSession, type VisitRole } from './session-store';

/** Session transitions of accounts spec section 4: login, token login, menus, role, logout. */

const KNOWN_CODES = new Set<string>(MENU_CODES);

let menusInFlight: { role: VisitRole; promise: Promise<void> } | null = null;

/** Loads the menu permission of the current role once; a failure records null. */
export function loadMenus(): Promise<void> {
  const role = useSession.getState().visitRole;
  if (menusInFlight?.role === role) return menusInFlight.promise;
  useSession.getState().menusLoading();
  // An answer for a role the user has meanwhile left is dropped.
  const stillWanted = () => useSession.getState().visitRole === role;
  const promise = ucApi
    .authMenus()
    .then(
      (codes) => {
        if (stillWanted())
          useSession.getState().saveMenus(codes.filter((code): code is MenuCode => KNOWN_CODES.has(code)));
      },
      () => {
        if (stillWanted()) useSession.getState().saveMenus(null);
      },
    )
    .finally(() => {
      if (menusInFlight?.promise === promise) menusInFlight = null;
    });
  menusInFlight = { role, promise };
  return promise;
}

/** Stores the token, then fetches user info, certification and menus, in the spec's order. */
export async function establishSession(token: string): Promise<UserInfo> {
  useSession.getState().saveToken(token);
  try {
    const userInfo = await ucApi.userInfo();
    useSession.getState().saveUserInfo(userInfo);
    useSession.getState().saveCertification(await ucApi.certification());
    await loadMenus();
    return userInfo;
  } catch (error) {
    useSession.getState().clearSession();
    throw error;
  }
}

/** Account login: the password never leaves the browser, only the timestamped secret. */
export async function loginWithPassword(
  account: string,
  password: string,
  /** Asked for by the server after a few failures. */
  imageCode?: { imageCodeKey: string; imageCodeContent: string },
): Promise<{ token: string; userInfo: UserInfo }> {
  // MD5 loads with the first sign-in, not with the page; without a connection it cannot load.
  const { loginSecret, passwordHash } = await import('../../shared/login-secret').catch((error: unknown) => {
    feedback.error(MSG.network);
    throw error;
  });
  const timestamp = Date.now();
  const secret = loginSecret(account, passwordHash(password), timestamp);
  const { token } = await ucApi.token({ secret, account, timestamp, granType: 'password', ...imageCode });
  const userInfo = await establishSession(token);
  feedback.success(MSG.loginOk);
  return { token, userInfo };
}

/** Ends the session on the server and here, then reloads on the login route. */
export async function logout(): Promise<void> {
  await ucApi.logout().catch(() => undefined);
  useSession.getState().clearSession();
  flashAfterReload(MSG.logoutOk);
  window.location.assign('/login');
}
