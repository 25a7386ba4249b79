import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  batchShareBody,
  PERSONAL_SHARE_REFUSED,
  RESOURCE_API,
  RESOURCE_TYPE_NAMES,
  type ResourceShare,
  resourceRefQuery,
  shareBody,
} from '../../../src/shared/api/resource-permissions';
import type { ResourceType } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { resourceShares, users } from '../../db/schema';
import { forbidden } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireFlagsOnEach, resourceAccess } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { requireColleagues } from './colleagues';
import { shareNotices } from './share-notices';

/** Shares are made inside an enterprise: the personal scope is refused before anything else. */
function requireEnterprise(user: ScopedUser): void {
  if (user.scope.kind !== 'enterprise') throw forbidden(PERSONAL_SHARE_REFUSED);
}

function sharesOf(db: Database, type: ResourceType, id: string): Promise<ResourceShare[]> {
  return db
    .select({
      userId: resourceShares.userId,
      nickname: users.nickname,
      account: users.account,
      level: resourceShares.level,
    })
    .from(resourceShares)
    .innerJoin(users, eq(users.id, resourceShares.userId))
    .where(and(eq(resourceShares.resourceType, type), eq(resourceShares.resourceId, id)))
    .orderBy(asc(resourceShares.createdAt), asc(users.account));
}

/** For the operation log: who got which level. */
const describeShares = (shares: { userId: string; level: string }[]) =>
  shares.map((share) => `${share.userId}:${share.level}`).join(',');

/**
 * A resource's shares: read and replace them (shareAuth on it), and add shares to several at once
 * (batchShareAuth and shareAuth on each). Only colleagues of the caller's enterprise.
 */
export function shareCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(RESOURCE_API.shares, async (request) => {
    const user = await authenticateInScope(context, request);
    const { resourceType, resourceId } = validate(resourceRefQuery, request.query);
    requireEnterprise(user);
    const access = resourceAccess(db, user, resourceType);
    const [resource] = await requireFlagsOnEach(access, [resourceId], ['shareAuth']);
    return ok(await sharesOf(db, resourceType, resource.id));
  });

  app.put(RESOURCE_API.share, async (request) => {
    const user = await authenticateInScope(context, request);
    const { resourceType, resourceId, shares } = validate(shareBody, request.body);
    requireEnterprise(user);
    const access = resourceAccess(db, user, resourceType);
    const [resource] = await requireFlagsOnEach(access, [resourceId], ['shareAuth']);
    await requireColleagues(
      db,
      user,
      shares.map((share) => share.userId),
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      const notify = await shareNotices(tx, { type: resourceType, ...resource }, user);
      await tx
        .delete(resourceShares)
        .where(
          and(eq(resourceShares.resourceType, resourceType), eq(resourceShares.resourceId, resource.id)),
        );
      if (shares.length > 0) {
        await tx.insert(resourceShares).values(
          shares.map((share) => ({
            resourceType,
            resourceId: resource.id,
            userId: share.userId,
            level: share.level,
            sharedBy: user.userId,
            createdAt: now,
          })),
        );
      }
      await notify(shares, now, { replacing: true });
      await logChange(tx, now, user, request, 'resource.share', {
        resourceType,
        resourceId: resource.id,
        name: resource.name,
        shares: describeShares(shares),
      });
    });
    return ok(await sharesOf(db, resourceType, resource.id), '共享设置已保存');
  });

  app.put(RESOURCE_API.batchShare, async (request) => {
    const user = await authenticateInScope(context, request);
    const { resourceType, resourceIds, shares } = validate(batchShareBody, request.body);
    requireEnterprise(user);
    const access = resourceAccess(db, user, resourceType);
    const resources = await requireFlagsOnEach(access, resourceIds, ['batchShareAuth', 'shareAuth']);
    await requireColleagues(
      db,
      user,
      shares.map((share) => share.userId),
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      for (const resource of resources) {
        const notify = await shareNotices(tx, { type: resourceType, ...resource }, user);
        await tx
          .insert(resourceShares)
          .values(
            shares.map((share) => ({
              resourceType,
              resourceId: resource.id,
              userId: share.userId,
              level: share.level,
              sharedBy: user.userId,
              createdAt: now,
            })),
          )
          // A colleague who already had a share gets the level asked now.
          .onConflictDoUpdate({
            target: [resourceShares.resourceType, resourceShares.resourceId, resourceShares.userId],
            set: { level: sql`excluded.level`, sharedBy: user.userId },
          });
        await notify(shares, now, { replacing: false });
        await logChange(tx, now, user, request, 'resource.batchShare', {
          resourceType,
          resourceId: resource.id,
          name: resource.name,
          shares: describeShares(shares),
        });
      }
    });
    return ok(null, `已共享 ${resources.length} 个${RESOURCE_TYPE_NAMES[resourceType]}`);
  });
}
