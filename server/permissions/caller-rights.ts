import type { ResourceType } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { CallerRights } from './resource-rules';

/** Who the caller is for one resource type (menu, administrator, grants), from what the session read. */
export function callerRights(
  user: Pick<ScopedUser, 'userId' | 'scope' | 'standing'>,
  type: ResourceType,
): CallerRights {
  // Every resource type is also the code of the menu that manages it.
  const holdsMenu = user.standing.menuCodes.includes(type);
  if (user.scope.kind === 'personal') return { scope: 'personal', userId: user.userId, holdsMenu };
  return {
    scope: 'enterprise',
    userId: user.userId,
    holdsMenu,
    administrator: user.standing.administrator,
    granted: user.standing.grants.get(type) ?? new Set(),
  };
}
