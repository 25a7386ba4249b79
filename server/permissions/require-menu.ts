import type { MenuCode } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import { forbidden } from '../http/api-error';

/**
 * A call that serves a menu's screen answers only to someone holding every code the screen's
 * route needs (spec section 6: a route needs all permissions of its matched parents).
 */
export function requireMenu(user: ScopedUser, ...codes: MenuCode[]): void {
  if (!codes.every((code) => user.standing.menuCodes.includes(code))) throw forbidden();
}
