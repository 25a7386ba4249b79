import { create } from 'zustand';
import type { Certification, UserInfo } from '../../shared/api/uc';
import type { MenuCode } from '../../shared/permissions';
import { readJson, readText, STORAGE_KEYS, writeValue } from './storage';

export type VisitRole = 'enterprise' | 'personal';
/** idle: not asked yet (or cleared by a role switch); failed leaves `menuPermission` null. */
export type MenuStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SessionState {
  token: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  certification: Certification | null;
  visitRole: VisitRole;
  menuPermission: MenuCode[] | null;
  menuStatus: MenuStatus;
  /** Unread-count refresh interval in seconds; 0 until the console home subscribes. */
  messageSubscription: number;
}

export interface SessionActions {
  saveToken(token: string): void;
  /** A user without an enterprise is always put in the personal role (accounts spec section 4). */
  saveUserInfo(userInfo: UserInfo): void;
  saveCertification(certification: Certification): void;
  setVisitRole(role: VisitRole): void;
  menusLoading(): void;
  /** `null` records a failed load. */
  saveMenus(codes: MenuCode[] | null): void;
  clearMenus(): void;
  subscribeMessages(intervalSeconds: number): void;
  /** Forgets everything about the signed-in user; the role goes back to enterprise. */
  clearSession(): void;
}

const storedRole = (): VisitRole =>
  readText(STORAGE_KEYS.visitRole) === 'personal' ? 'personal' : 'enterprise';

function initialState(): SessionState {
  const token = readText(STORAGE_KEYS.token);
  return {
    token,
    isLogin: !!token,
    userInfo: readJson<UserInfo>(STORAGE_KEYS.userInfo),
    certification: readJson<Certification>(STORAGE_KEYS.certification),
    visitRole: storedRole(),
    menuPermission: null,
    menuStatus: 'idle',
    messageSubscription: 0,
  };
}

export const useSession = create<SessionState & SessionActions>()((set, get) => ({
  ...initialState(),

  saveToken(token) {
    writeValue(STORAGE_KEYS.token, token);
    set({ token, isLogin: true });
  },

  saveUserInfo(userInfo) {
    writeValue(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
    if (!userInfo.tenantId && get().visitRole !== 'personal') get().setVisitRole('personal');
  },

  saveCertification(certification) {
    writeValue(STORAGE_KEYS.certification, certification);
    set({ certification });
  },

  setVisitRole(visitRole) {
    writeValue(STORAGE_KEYS.visitRole, visitRole);
    set({ visitRole });
  },

  menusLoading() {
    set({ menuStatus: 'loading' });
  },

  saveMenus(codes) {
    set({ menuPermission: codes, menuStatus: codes ? 'loaded' : 'failed' });
  },

  clearMenus() {
    set({ menuPermission: null, menuStatus: 'idle' });
  },

  subscribeMessages(messageSubscription) {
    set({ messageSubscription });
  },

  clearSession() {
    writeValue(STORAGE_KEYS.token, null);
    writeValue(STORAGE_KEYS.userInfo, null);
    writeValue(STORAGE_KEYS.certification, null);
    writeValue(STORAGE_KEYS.visitRole, 'enterprise');
    set({
      token: null,
      isLogin: false,
      userInfo: null,
      certification: null,
      visitRole: 'enterprise',
      menuPermission: null,
      menuStatus: 'idle',
      messageSubscription: 0,
    });
  },
}));
