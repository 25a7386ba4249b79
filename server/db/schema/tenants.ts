import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MenuCode } from '../../../src/shared/permissions';
import { users } from './users';

/** An enterprise (租户). A user belongs to at most one, through `users.tenant_id`. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A role inside an enterprise: the menu codes its members may open. */
export const tenantRoles = pgTable('tenant_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  menuCodes: text('menu_codes').array().$type<MenuCode[]>().notNull().default(sql`'{}'::text[]`),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which members of an enterprise hold which of its roles (read by user with every session). */
export const tenantRoleMembers = pgTable(
  'tenant_role_members',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => tenantRoles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.userId] }),
    index('tenant_role_members_user_idx').on(table.userId),
  ],
);
