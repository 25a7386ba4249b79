import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Colleague } from '../../../src/shared/api/resource-permissions';
import { SHARE_OUTSIDE_REFUSED } from '../../../src/shared/api/resource-permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { nameContains } from '../name-search';
import { isRowId } from '../row-id';

const MAX_COLLEAGUES = 50;

/** The caller's colleagues (members of their enterprise but themselves) matching `name`. */
export async function findColleagues(db: Database, user: ScopedUser, name: string | undefined) {
  if (user.scope.kind !== 'enterprise') return [];
  return db
    .select({ userId: users.id, nickname: users.nickname, account: users.account })
    .from(users)
    .where(
      and(
        eq(users.tenantId, user.scope.tenantId),
        ne(users.id, user.userId),
        name ? or(nameContains(users.nickname, name), nameContains(users.account, name)) : undefined,
      ),
    )
    .orderBy(asc(users.nickname), asc(users.account))
    .limit(MAX_COLLEAGUES) satisfies Promise<Colleague[]>;
}

/**
 * Refuses (400) any of `userIds` that is not a colleague of the caller: someone of another
 * enterprise or none, the caller themselves, or no user at all.
 */
export async function requireColleagues(db: Database, user: ScopedUser, userIds: string[]): Promise<void> {
  if (user.scope.kind !== 'enterprise' || userIds.length === 0) return;
  if (!userIds.every(isRowId)) throw badRequest(SHARE_OUTSIDE_REFUSED);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, userIds), eq(users.tenantId, user.scope.tenantId), ne(users.id, user.userId)),
    );
  if (found.length !== new Set(userIds).size) throw badRequest(SHARE_OUTSIDE_REFUSED);
}
