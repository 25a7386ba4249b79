import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NamedItem } from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import {
  type BatchTagBody,
  batchTagBody,
  MAX_TAGS_PER_RESOURCE,
  RESOURCE_API,
  TOO_MANY_TAGS,
  tagSuggestionQuery,
} from '../../../src/shared/api/resource-permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { projects, resourceTags } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireFlagsOnEach, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { RESOURCE_TABLES } from '../../permissions/resource-tables';
import { logChange } from '../audit';
import { nameContains } from '../name-search';

const MAX_SUGGESTIONS = 20;

/**
 * Puts `tags` on the resources of a batch (batchTagAuth and editAuth on each; all or nothing).
 * Areas with a batch tag call of their own (kg/v1 batchAttachTags) delegate here.
 */
export async function batchTag(
  context: AppContext,
  user: ScopedUser,
  request: FastifyRequest,
  body: BatchTagBody,
): Promise<void> {
  const { db, clock } = context;
  const { resourceType } = body;
  const mode = body.mode ?? 'ADD';
  const tags = [...new Set(body.tags)];
  const access = resourceAccess(db, user, resourceType);
  const resources = await requireFlagsOnEach(access, body.resourceIds, ['batchTagAuth', 'editAuth']);
  const ids = resources.map((resource) => resource.id);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const ofThese = and(eq(resourceTags.resourceType, resourceType), inArray(resourceTags.resourceId, ids));
    if (mode === 'REPLACE') await tx.delete(resourceTags).where(ofThese);
    if (tags.length > 0) {
      await tx
        .insert(resourceTags)
        .values(ids.flatMap((resourceId) => tags.map((tag) => ({ resourceType, resourceId, tag }))))
        .onConflictDoNothing();
    }
    const [fullest] = await tx
      .select({ tags: count() })
      .from(resourceTags)
      .where(ofThese)
      .groupBy(resourceTags.resourceId)
      .orderBy(desc(count()))
      .limit(1);
    // Thrown inside the transaction: nothing of the batch is kept.
    if (fullest && fullest.tags > MAX_TAGS_PER_RESOURCE) throw badRequest(TOO_MANY_TAGS);
    for (const resource of resources) {
      await logChange(tx, now, user, request, 'resource.batchTag', {
        resourceType,
        resourceId: resource.id,
        name: resource.name,
        mode,
        tags: tags.join(','),
      });
    }
  });
}

/**
 * Free-text tags: put them on several resources at once (batchTagAuth and editAuth on each), and
 * suggest the tags already used on what the caller may see, most used first.
 */
export function tagCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.put(RESOURCE_API.batchTag, async (request) => {
    const user = await authenticateInScope(context, request);
    await batchTag(context, user, request, validate(batchTagBody, request.body));
    return ok(null, '标签已保存');
  });

  app.get(RESOURCE_API.tags, async (request) => {
    const user = await authenticateInScope(context, request);
    const { resourceType, name } = validate(tagSuggestionQuery, request.query);
    const table = RESOURCE_TABLES[resourceType];
    if (!table) return ok<NamedItem[]>([]);
    const access = resourceAccess(db, user, resourceType);
    // A role's grant on the type reaches its resources in every project; only those in the
    // projects the caller may open lend their tags.
    const inOpenProjects = table.projectId
      ? inArray(
          table.projectId,
          db
            .select({ id: projects.id })
            .from(projects)
            .where(visibleRows(resourceAccess(db, user, 'PROJECT'))),
        )
      : undefined;
    const used = await db
      .select({ tag: resourceTags.tag, uses: count() })
      .from(resourceTags)
      .innerJoin(table.table, eq(table.id, resourceTags.resourceId))
      .where(
        and(
          eq(resourceTags.resourceType, resourceType),
          visibleRows(access),
          inOpenProjects,
          nameContains(resourceTags.tag, name),
        ),
      )
      .groupBy(resourceTags.tag)
      .orderBy(desc(count()), asc(resourceTags.tag))
      .limit(MAX_SUGGESTIONS);
    return ok<NamedItem[]>(used.map(({ tag }) => ({ id: tag, name: tag })));
  });
}
