import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Explanation, explainQuery, TENANT_API } from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import { resourceNotFoundMessage } from '../../../src/shared/api/resource-permissions';
import type { ResourceFlag, ResourceType } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import { standingOf } from '../../auth/standing';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { resourceShares, roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { isRowId } from '../../manager/row-id';
import { callerRights } from '../../permissions/caller-rights';
import { explainFlags } from '../../permissions/explain-rules';
import { requireFlagsOnEach, resourceAccess } from '../../permissions/resource-access';
import { RESOURCE_TABLES } from '../../permissions/resource-tables';
import { memberOf } from './account-queries';

/** The person's roles in the enterprise as the session's statement reads them, with names. */
async function rolesOf(db: Database, tenantId: string, userId: string) {
  const roles = await db
    .select({
      id: tenantRoles.id,
      name: tenantRoles.name,
      menus: tenantRoles.menuCodes,
      administrator: tenantRoles.isAdministrator,
    })
    .from(tenantRoleMembers)
    .innerJoin(tenantRoles, eq(tenantRoles.id, tenantRoleMembers.roleId))
    .where(and(eq(tenantRoleMembers.userId, userId), eq(tenantRoles.tenantId, tenantId)));
  const grants = await Promise.all(
    roles.map((role) => db.select().from(roleResourceGrants).where(eq(roleResourceGrants.roleId, role.id))),
  );
  return roles.map((role, index) => ({
    ...role,
    grants: Object.fromEntries(grants[index].map((grant) => [grant.resourceType, grant.flags])) as Partial<
      Record<ResourceType, ResourceFlag[]>
    >,
  }));
}

/** The resource's owner, name and the person's share of it (with who shared it). */
async function rowFactsOf(db: Database, tenantId: string, type: ResourceType, id: string, userId: string) {
  const place = RESOURCE_TABLES[type];
  const [row] =
    place && isRowId(id)
      ? await db
          .select({ ownerId: place.createdBy, name: place.name })
          .from(place.table)
          .where(and(eq(place.id, id), eq(place.tenantId, tenantId)))
      : [];
  if (!row) throw notFound(resourceNotFoundMessage(type));
  const [share] = await db
    .select({ level: resourceShares.level, sharedBy: users.nickname })
    .from(resourceShares)
    .leftJoin(users, eq(users.id, resourceShares.sharedBy))
    .where(
      and(
        eq(resourceShares.resourceType, type),
        eq(resourceShares.resourceId, id),
        eq(resourceShares.userId, userId),
      ),
    );
  return { ownerId: row.ownerId as string | null, name: row.name as string, share: share ?? null };
}

/**
 * Who may ask why: an administrator of accounts (账号详情), or whoever may share the resource (the
 * share dialog's 为什么他不能编辑？).
 */
async function mayExplain(db: Database, user: ScopedUser, type: ResourceType, resourceId?: string) {
  const codes = user.standing.menuCodes;
  if (codes.includes('TENANT_MANAGEMENT') && codes.includes('ACCOUNT')) return;
  if (!resourceId) throw forbidden();
  await requireFlagsOnEach(resourceAccess(db, user, type), [resourceId], ['shareAuth']);
}

/** GET tenant/explain: the eight flags of a member on a resource (or its type), each with its rule. */
export function explainRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(TENANT_API.explain, async (request: FastifyRequest) => {
    const user = await authenticateInScope(context, request);
    if (user.scope.kind !== 'enterprise') throw forbidden();
    const { tenantId } = user.scope;
    const query = validate(explainQuery, request.query);
    await mayExplain(db, user, query.resourceType, query.resourceId);
    const member = await memberOf(db, tenantId, query.userId);
    const roles = await rolesOf(db, tenantId, member.id);
    const standing = standingOf(member.state === 'DISABLED' ? [] : roles);
    const rights = callerRights(
      { userId: member.id, scope: { kind: 'enterprise', tenantId }, standing },
      query.resourceType,
    );
    const row = query.resourceId
      ? await rowFactsOf(db, tenantId, query.resourceType, query.resourceId, member.id)
      : null;
    const flags = explainFlags(rights, {
      type: query.resourceType,
      row: row && { ownerId: row.ownerId, share: row.share?.level ?? null },
      roles: roles.map((role) => ({
        name: role.name,
        flags: role.administrator ? [] : (role.grants[query.resourceType] ?? []),
      })),
      sharedBy: row?.share?.sharedBy ?? null,
    });
    return ok<Explanation>({ nickname: member.nickname, resourceName: row?.name ?? null, flags });
  });
}
