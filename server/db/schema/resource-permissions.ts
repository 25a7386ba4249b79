import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShareLevel } from '../../../src/shared/api/resource-permissions';
import type { ResourceFlag, ResourceType } from '../../../src/shared/permissions';
import { tenantRoles } from './tenants';
import { users } from './users';

/**
 * A resource (of any RESOURCE_TYPES) shared with one colleague of the owner's enterprise, to
 * view or to edit. Resources are named by type and id so one table serves every area.
 */
export const resourceShares = pgTable(
  'resource_shares',
  {
    resourceType: text('resource_type').$type<ResourceType>().notNull(),
    resourceId: uuid('resource_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level').$type<ShareLevel>().notNull(),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.resourceType, table.resourceId, table.userId] }),
    index('resource_shares_user_idx').on(table.userId, table.resourceType),
  ],
);

/** Free-text tags on a resource (batch tagging), one row per tag. */
export const resourceTags = pgTable(
  'resource_tags',
  {
    resourceType: text('resource_type').$type<ResourceType>().notNull(),
    resourceId: uuid('resource_id').notNull(),
    tag: text('tag').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.resourceType, table.resourceId, table.tag] }),
    index('resource_tags_tag_idx').on(table.resourceType, table.tag),
  ],
);

/**
 * What a role of an enterprise may do with every resource of one type in the enterprise (not
 * only its members' own): the flags it grants. The administrator role needs no grants.
 */
export const roleResourceGrants = pgTable(
  'role_resource_grants',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => tenantRoles.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').$type<ResourceType>().notNull(),
    flags: text('flags').array().$type<ResourceFlag[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.resourceType] })],
);
