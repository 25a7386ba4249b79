import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../auth/authenticate';

/** The owner columns of a row that belongs to one scope: an enterprise or a person. */
interface OwnerColumns {
  tenantId: PgColumn;
  userId: PgColumn;
}

/** Rows of the caller's scope only: the enterprise's, or the person's own (never both). */
export function ownedBy(table: OwnerColumns, scope: Scope): SQL {
  return scope.kind === 'enterprise' ? eq(table.tenantId, scope.tenantId) : eq(table.userId, scope.userId);
}

/** The owner values of a new row created in the caller's scope. */
export function ownerOf(scope: Scope): { tenantId: string | null; userId: string | null } {
  return scope.kind === 'enterprise'
    ? { tenantId: scope.tenantId, userId: null }
    : { tenantId: null, userId: scope.userId };
}
