import type { MenuCode } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import { menuCodesOf } from '../auth/menus';
import type { Database } from '../db/database';
import { forbidden } from '../http/api-error';

/** A call that serves one menu's screen answers only to someone holding its code (spec section 6). */
export async function requireMenu(db: Database, user: ScopedUser, code: MenuCode): Promise<void> {
  const held = await menuCodesOf(db, user);
  if (!held.includes(code)) throw forbidden();
}
