import { and, eq, sql } from 'drizzle-orm';
import type { ResourceType } from '../../src/shared/permissions';
import type { Scope } from '../auth/authenticate';
import type { Database } from '../db/database';
import { resourceShares } from '../db/schema';
import type { ResourceTable } from './resource-tables';

function statementOf(db: Database, type: ResourceType, table: ResourceTable, scope: Scope['kind']) {
  const owner = scope === 'enterprise' ? table.tenantId : table.userId;
  return db
    .select({ id: table.id, name: table.name, createdBy: table.createdBy, share: resourceShares.level })
    .from(table.table)
    .leftJoin(
      resourceShares,
      and(
        eq(resourceShares.resourceType, type),
        eq(resourceShares.resourceId, table.id),
        eq(resourceShares.userId, sql.placeholder('userId')),
      ),
    )
    .where(
      and(sql`${table.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(owner, sql.placeholder('owner'))),
    )
    .prepare(`rows_with_share_${type.toLowerCase()}_${scope}`);
}

type Statement = ReturnType<typeof statementOf>;
const perDatabase = new WeakMap<Database, Map<string, Statement>>();

/**
 * The rows `ids` of a resource type in the caller's scope, each with the caller's share of it: what
 * every permission check reads. One prepared statement per type and kind of scope (built once,
 * parsed and planned once per connection), since nearly every call of the console asks it.
 */
export async function rowsWithShare(
  db: Database,
  type: ResourceType,
  table: ResourceTable,
  user: { userId: string; scope: Scope },
  ids: string[],
) {
  const statements = perDatabase.get(db) ?? new Map<string, Statement>();
  perDatabase.set(db, statements);
  const key = `${type}/${user.scope.kind}`;
  const statement = statements.get(key) ?? statementOf(db, type, table, user.scope.kind);
  statements.set(key, statement);
  const owner = user.scope.kind === 'enterprise' ? user.scope.tenantId : user.scope.userId;
  return statement.execute({ userId: user.userId, ids, owner });
}
