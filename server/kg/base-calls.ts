import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  baseCreateBody,
  baseEditBody,
  basePageQuery,
  batchAttachTagsBody,
  KG_API,
  KG_MSG,
  KG_ROUTES,
} from '../../src/shared/api/knowledge-graph';
import { pageOf } from '../../src/shared/api/paging';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { kgBases } from '../db/schema';
import { validate } from '../http/validate';
import { logChange } from '../manager/audit';
import { nameContains } from '../manager/name-search';
import { carriesTag, forgetResources } from '../manager/resource/resource-tags';
import { batchTag } from '../manager/resource/tag-calls';
import { ownerOf } from '../manager/scope';
import { requireMenu } from '../permissions/require-menu';
import { requireCreate, resourceAccess, visibleRows } from '../permissions/resource-access';
import { readBase, selectBases, toBaseSummaries } from './base-summary';
import { findBase, KG_BASE_MENUS, kgProject, uniqueNamed } from './kg-access';
import { requireLibrariesOfProject } from './template/library-access';

const idParam = (params: unknown) => (params as { id: string }).id;

/**
 * The base calls (领域图谱): basePage, create, detail (beyond the spec), rename and describe, choose
 * the Q&A template libraries, delete, and batch tag. Each checks the menus, the project (accessAuth
 * to read, editAuth to change) and the KG_BASE flags on the base.
 */
export function baseCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(KG_API.basePage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(basePageQuery, request.query);
    const projectId = await kgProject(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'KG_BASE');
    const where = and(
      eq(kgBases.projectId, projectId),
      visibleRows(access),
      nameContains(kgBases.name, query.name),
      carriesTag(db, 'KG_BASE', kgBases.id, query.tag),
    );
    const [rows, total] = await Promise.all([
      selectBases(access, where)
        .orderBy(desc(kgBases.createdAt), desc(kgBases.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.$count(kgBases, where),
    ]);
    return ok(pageOf(await toBaseSummaries(access, rows), query, total));
  });

  app.post(KG_API.bases, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(baseCreateBody, request.body);
    const projectId = await kgProject(db, user, body.projectId, 'editAuth');
    requireCreate(user, 'KG_BASE');
    const now = clock.now();
    const id = await uniqueNamed(KG_MSG.baseNameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(kgBases)
          .values({
            projectId,
            name: body.name,
            description: body.description,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
            changedAt: now,
          })
          .returning({ id: kgBases.id });
        await logChange(tx, now, user, request, 'kg.base.create', {
          projectId,
          kgBaseId: created.id,
          name: body.name,
        });
        return created.id;
      }),
    );
    return ok(await readBase(resourceAccess(db, user, 'KG_BASE'), id), KG_MSG.baseCreated);
  });

  app.get(KG_ROUTES.base, async (request) => {
    const user = await authenticateInScope(context, request);
    const { access, base } = await findBase(db, user, idParam(request.params), 'accessAuth');
    return ok(await readBase(access, base.id));
  });

  app.patch(KG_ROUTES.base, async (request) => {
    const user = await authenticateInScope(context, request);
    const { access, base, projectId } = await findBase(db, user, idParam(request.params), 'editAuth');
    const body = validate(baseEditBody, request.body);
    const templateLibraryIds = body.templateLibraryIds && [...new Set(body.templateLibraryIds)];
    if (templateLibraryIds) await requireLibrariesOfProject(db, projectId, templateLibraryIds);
    const now = clock.now();
    await uniqueNamed(KG_MSG.baseNameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(kgBases)
          .set({ name: body.name, description: body.description, templateLibraryIds, updatedAt: now })
          .where(eq(kgBases.id, base.id));
        await logChange(tx, now, user, request, 'kg.base.edit', {
          projectId,
          kgBaseId: base.id,
          name: body.name ?? base.name,
          ...(templateLibraryIds ? { templateLibraries: templateLibraryIds.join(',') } : {}),
        });
      }),
    );
    return ok(await readBase(access, base.id), KG_MSG.baseSaved);
  });

  app.delete(KG_ROUTES.base, async (request) => {
    const user = await authenticateInScope(context, request);
    const { base, projectId } = await findBase(db, user, idParam(request.params), 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(kgBases).where(eq(kgBases.id, base.id));
      await forgetResources(tx, 'KG_BASE', [base.id]);
      await logChange(tx, now, user, request, 'kg.base.delete', {
        projectId,
        kgBaseId: base.id,
        name: base.name,
      });
    });
    return ok(null, KG_MSG.deleted);
  });

  app.put(KG_API.batchAttachTags, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, ...KG_BASE_MENUS);
    const body = validate(batchAttachTagsBody, request.body);
    await batchTag(context, user, request, { ...body, resourceType: 'KG_BASE' });
    return ok(null, '标签已保存');
  });
}
