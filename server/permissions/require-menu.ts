import type { MenuCode } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import { menuCodesOf } from '../auth/menus';
import type { Database } from '../db/database';
import { forbidden } from '../http/api-error';

/**
 * A call that serves a menu's screen answers only to someone holding every code the screen's
 * route needs (spec section 6: a route needs all permissions of its matched parents).
 */
export async function requireMenu(db: Database, user: ScopedUser, ...codes: MenuCode[]): Promise<void> {
  const held = await menuCodesOf(db, user);
  if (!codes.every((code) => held.includes(code))) throw forbidden();
}
