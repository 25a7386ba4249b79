// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../shared/api/uc';
import { useSession } from './session-store';
import { STORAGE_KEYS } from './storage';

const user = (tenantId: string | null): UserInfo => ({
  id: 'u1',
  account: '13800000001',
  nickname: '演示管理员',
  imageUrl: null,
  tenantId,
  tenantName: tenantId ? '示例科技' : null,
  loginTimes: 2,
});

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().clearSession();
  });

  it('keeps token, user info and role under short fixed keys', () => {
    useSession.getState().saveToken('tok');
    useSession.getState().saveUserInfo(user('t1'));
    expect(useSession.getState().isLogin).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}').tenantId).toBe('t1');
    expect(localStorage.getItem(STORAGE_KEYS.visitRole)).toBe('enterprise');
  });

  it('forces a user without an enterprise into the personal role when user info is saved', () => {
    useSession.getState().saveUserInfo(user(null));
    expect(useSession.getState().visitRole).toBe('personal');
    expect(localStorage.getItem(STORAGE_KEYS.visitRole)).toBe('personal');
  });

  it('records a failed menu load as null', () => {
    useSession.getState().saveMenus(null);
    expect(useSession.getState()).toMatchObject({ menuPermission: null, menuStatus: 'failed' });
  });

  it('forgets the user and resets the role to enterprise', () => {
    useSession.getState().saveToken('tok');
    useSession.getState().setVisitRole('personal');
    useSession.getState().saveMenus(['PROJECT']);
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({
      token: null,
      isLogin: false,
      userInfo: null,
      certification: null,
      visitRole: 'enterprise',
      menuPermission: null,
      menuStatus: 'idle',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
