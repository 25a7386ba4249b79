import { and, asc, count, eq, ne } from 'drizzle-orm';
import { ENTERPRISE_MSG, type RoleDetail, type RoleSummary } from '../../../src/shared/api/enterprise-admin';
import type { ResourceFlag, ResourceType } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import { roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { isRowId } from '../../manager/row-id';

type RoleRow = typeof tenantRoles.$inferSelect;

/** A role of the enterprise, or 404 (another enterprise's role is as missing as none). */
export async function roleOf(db: Database, tenantId: string, id: string): Promise<RoleRow> {
  const [role] = isRowId(id)
    ? await db
        .select()
        .from(tenantRoles)
        .where(and(eq(tenantRoles.id, id), eq(tenantRoles.tenantId, tenantId)))
    : [];
  if (!role) throw notFound(ENTERPRISE_MSG.roleMissing);
  return role;
}

/** Role names are unique in an enterprise (`except`: the role being renamed). */
export async function assertRoleNameFree(db: Database, tenantId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: tenantRoles.id })
    .from(tenantRoles)
    .where(
      and(
        eq(tenantRoles.tenantId, tenantId),
        eq(tenantRoles.name, name),
        except ? ne(tenantRoles.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(ENTERPRISE_MSG.roleNameTaken);
}

/** Members count only while they are in the enterprise. */
const memberOf = (tenantId: string) =>
  and(eq(users.id, tenantRoleMembers.userId), eq(users.tenantId, tenantId));

export async function roleSummaries(db: Database, tenantId: string): Promise<RoleSummary[]> {
  const rows = await db
    .select({
      id: tenantRoles.id,
      name: tenantRoles.name,
      administrator: tenantRoles.isAdministrator,
      menuCodes: tenantRoles.menuCodes,
      memberCount: count(users.id),
    })
    .from(tenantRoles)
    .leftJoin(tenantRoleMembers, eq(tenantRoleMembers.roleId, tenantRoles.id))
    .leftJoin(users, memberOf(tenantId))
    .where(eq(tenantRoles.tenantId, tenantId))
    .groupBy(tenantRoles.id)
    .orderBy(asc(tenantRoles.createdAt), asc(tenantRoles.name));
  return rows;
}

export async function grantsOf(db: Database, roleId: string): Promise<RoleDetail['grants']> {
  const rows = await db.select().from(roleResourceGrants).where(eq(roleResourceGrants.roleId, roleId));
  return Object.fromEntries(rows.map((row) => [row.resourceType, row.flags]));
}

export async function membersOf(db: Database, tenantId: string, roleId: string) {
  return db
    .select({ userId: users.id, nickname: users.nickname, account: users.account })
    .from(tenantRoleMembers)
    .innerJoin(users, memberOf(tenantId))
    .where(eq(tenantRoleMembers.roleId, roleId))
    .orderBy(asc(users.nickname));
}

/** Replaces a role's grants: one row per type that grants anything. */
export async function replaceGrants(
  tx: Database,
  roleId: string,
  grants: Partial<Record<ResourceType, ResourceFlag[]>>,
): Promise<void> {
  await tx.delete(roleResourceGrants).where(eq(roleResourceGrants.roleId, roleId));
  const rows = (Object.entries(grants) as [ResourceType, ResourceFlag[]][])
    .filter(([, flags]) => flags.length > 0)
    .map(([resourceType, flags]) => ({ roleId, resourceType, flags: [...new Set(flags)] }));
  if (rows.length > 0) await tx.insert(roleResourceGrants).values(rows);
}
