import { MSG } from '../../shared/messages';
import type { MenuCode } from '../../shared/permissions';
import type { MenuStatus } from '../session/session-store';
import type { RouteMeta } from './route-model';
import { holdsAll } from './route-tree';

export type GuardDecision =
  | { kind: 'allow' }
  /** Signed in but the menu permission is not loaded yet: load it, then decide again. */
  | { kind: 'load-menus' }
  /** `endSession`: the session cannot be used (no menus after loading) and must be dropped first. */
  | { kind: 'redirect'; to: string; warning?: string; endSession?: boolean };

export interface GuardSession {
  isLogin: boolean;
  menuStatus: MenuStatus;
  menuPermission: readonly MenuCode[] | null;
}

/** The access of the deepest matched route that sets one: a child inherits, or overrides, its parents'. */
function accessOf(matched: readonly RouteMeta[]): 'auth' | 'logout' | 'public' {
  let access: 'auth' | 'logout' | 'public' = 'public';
  for (const meta of matched) if (meta.access) access = meta.access;
  return access;
}

/**
 * The route guard of accounts spec section 4, over the metas of all matched routes (root first).
 */
export function decideGuard(matched: readonly RouteMeta[], session: GuardSession): GuardDecision {
  const access = accessOf(matched);
  if (access === 'logout') return session.isLogin ? { kind: 'redirect', to: '/home' } : { kind: 'allow' };
  if (access === 'auth' && !session.isLogin) return { kind: 'redirect', to: '/login' };
  if (!session.isLogin) return { kind: 'allow' };
  if (session.menuStatus === 'idle' || session.menuStatus === 'loading') return { kind: 'load-menus' };
  if (access === 'public') return { kind: 'allow' };
  const held = new Set(session.menuPermission ?? []);
  if (held.size === 0) return { kind: 'redirect', to: '/login', endSession: true };
  const required = matched.flatMap((meta) => meta.permissions);
  if (!holdsAll(required, held)) return { kind: 'redirect', to: '/home', warning: MSG.noPermission };
  return { kind: 'allow' };
}
