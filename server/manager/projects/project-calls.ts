import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  PROJECT_API,
  type ProjectSummary,
  projectCreateBody,
  projectEditBody,
  projectIdQuery,
  projectPageQuery,
} from '../../../src/shared/api/projects';
import { MSG } from '../../../src/shared/messages';
import type { ResourceFlag } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { projects } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import {
  type ResourceAccess,
  requireCreate,
  requireFlagsOnEach,
  resourceAccess,
  visibleRows,
} from '../../permissions/resource-access';
import type { FileStorage } from '../../storage/file-storage';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetProject } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { deleteWithFiles } from './project-files';
import { projectSummaryColumns, toProjectSummaries } from './project-summary';

/**
 * The project calls: page, detail, create, edit, delete. Each answers from the resource rules
 * (type PROJECT): the page lists what the caller may see, with their flags per row; create needs
 * createAuth, edit editAuth, delete deleteAuth. Deleting a project deletes its screen
 * configurations, shares and tags with it, and the files it stored (project-files).
 */
export function projectCalls(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock } = context;

  async function summaryOf(access: ResourceAccess, id: string): Promise<ProjectSummary> {
    const rows = await db.select(projectSummaryColumns(db)).from(projects).where(eq(projects.id, id));
    const [summary] = await toProjectSummaries(access, rows);
    // Deleted by someone else since the check.
    if (!summary) throw notFound(MSG.projectNotFound);
    return summary;
  }

  /** The project `id` if the caller holds `flag` on it, and their rights on projects. */
  async function requireProject(user: ScopedUser, id: string, flag: ResourceFlag) {
    const access = resourceAccess(db, user, 'PROJECT');
    const [project] = await requireFlagsOnEach(access, [id], [flag]);
    return { access, project };
  }

  app.get(PROJECT_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(projectPageQuery, request.query);
    const access = resourceAccess(db, user, 'PROJECT');
    const where = and(
      visibleRows(access),
      nameContains(projects.name, query.name),
      carriesTag(db, 'PROJECT', projects.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(projectSummaryColumns(db))
        .from(projects)
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(projects).where(where),
    ]);
    return ok(pageOf(await toProjectSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(PROJECT_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(projectIdQuery, request.query);
    const { access, project } = await requireProject(user, id, 'accessAuth');
    return ok(await summaryOf(access, project.id));
  });

  app.put(PROJECT_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(projectCreateBody, request.body);
    requireCreate(user, 'PROJECT');
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(projects)
        .values({ ...body, ...ownerOf(user.scope), createdBy: user.userId, createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      await logChange(tx, now, user, request, 'project.create', { projectId: created.id, name: body.name });
      return created.id;
    });
    return ok(await summaryOf(resourceAccess(db, user, 'PROJECT'), id));
  });

  app.post(PROJECT_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name, description } = validate(projectEditBody, request.body);
    const { access, project } = await requireProject(user, id, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: projects.name, description: projects.description })
        .from(projects)
        .where(eq(projects.id, project.id));
      await tx.update(projects).set({ name, description, updatedAt: now }).where(eq(projects.id, project.id));
      await logChange(tx, now, user, request, 'project.edit', {
        projectId: project.id,
        name,
        ...loggedChanges(before, { name, description }),
      });
    });
    return ok(await summaryOf(access, project.id));
  });

  app.delete(PROJECT_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(projectIdQuery, request.query);
    const { project } = await requireProject(user, id, 'deleteAuth');
    const now = clock.now();
    const releaseFiles = await db.transaction(async (tx) => {
      await forgetProject(tx, project.id);
      return deleteWithFiles(tx, project.id, async () => {
        // Screen configurations, devices, speakers… go with the project (foreign keys on delete cascade).
        const [removed] = await tx
          .delete(projects)
          .where(eq(projects.id, project.id))
          .returning({ name: projects.name });
        if (!removed) throw notFound(MSG.projectNotFound);
        await logChange(tx, now, user, request, 'project.delete', {
          projectId: project.id,
          name: removed.name,
        });
      });
    });
    // The project is gone either way; bytes left behind only cost room (and are logged).
    await releaseFiles(db, storage).catch((error: unknown) =>
      request.log.error(
        { err: error, projectId: project.id },
        'stored files of a deleted project not removed',
      ),
    );
    return ok(null, MSG.deleted);
  });
}
