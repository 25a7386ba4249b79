import { type SQL, sql } from 'drizzle-orm';
import { check, index, type PgColumn, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The columns of every resource inside a project (a library, an intent, a speaker, a map…). The
 * scope columns repeat the project's owner so the resource permission rules read the row like any
 * other resource; `createdBy` is the owner in those rules (null for seeded rows).
 */
export const projectResourceColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Moves with every change of the row or of what it holds. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

interface ProjectResourceRow {
  projectId: PgColumn;
  tenantId: PgColumn;
  userId: PgColumn;
  name: PgColumn;
}

/**
 * Their constraints, named after the table: one owner (an enterprise or a person), a name unique
 * in the project (`uniqueBy` when a kind column shares the table), lookups by owner.
 */
export function projectResourceConstraints(
  tableName: string,
  table: ProjectResourceRow,
  uniqueBy: [PgColumn, ...PgColumn[]] = [table.projectId, table.name],
) {
  const oneOwner: SQL = sql`(${table.tenantId} is null) <> (${table.userId} is null)`;
  return [
    check(`${tableName}_one_owner`, oneOwner),
    uniqueIndex(`${tableName}_project_name_idx`).on(...uniqueBy),
    index(`${tableName}_tenant_idx`).on(table.tenantId),
    index(`${tableName}_user_idx`).on(table.userId),
  ];
}
