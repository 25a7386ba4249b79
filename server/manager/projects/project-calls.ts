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
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { projects } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { ownedBy, ownerOf } from '../scope';
import { findProjectInScope } from './find-project';
import { projectSummaryColumns, toProjectSummary } from './project-summary';

/**
 * The project calls: page, detail, create, edit, delete. Every one sees only the caller's
 * scope (Is-Enterprise); deleting a project deletes its screen configurations with it.
 */
export function projectCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  async function summaryOf(id: string): Promise<ProjectSummary> {
    const [row] = await db.select(projectSummaryColumns(db)).from(projects).where(eq(projects.id, id));
    if (!row) throw notFound(MSG.projectNotFound);
    return toProjectSummary(row);
  }

  app.get(PROJECT_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(projectPageQuery, request.query);
    const where = and(ownedBy(projects, user.scope), nameContains(projects.name, query.name));
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
    return ok(pageOf(rows.map(toProjectSummary), query, total?.value ?? 0));
  });

  app.get(PROJECT_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(projectIdQuery, request.query);
    return ok(await summaryOf(await findProjectInScope(db, user.scope, id)));
  });

  app.put(PROJECT_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(projectCreateBody, request.body);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(projects)
        .values({ ...body, ...ownerOf(user.scope), createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      await logChange(tx, now, user, request, 'project.create', { projectId: created.id, name: body.name });
      return created.id;
    });
    return ok(await summaryOf(id));
  });

  app.post(PROJECT_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name, description } = validate(projectEditBody, request.body);
    const projectId = await findProjectInScope(db, user.scope, id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(projects).set({ name, description, updatedAt: now }).where(eq(projects.id, projectId));
      await logChange(tx, now, user, request, 'project.edit', { projectId, name });
    });
    return ok(await summaryOf(projectId));
  });

  app.delete(PROJECT_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(projectIdQuery, request.query);
    const projectId = await findProjectInScope(db, user.scope, id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Screen configurations go with the project (foreign key on delete cascade).
      const [removed] = await tx
        .delete(projects)
        .where(and(eq(projects.id, projectId), ownedBy(projects, user.scope)))
        .returning({ name: projects.name });
      if (!removed) throw notFound(MSG.projectNotFound);
      await logChange(tx, now, user, request, 'project.delete', { projectId, name: removed.name });
    });
    return ok(null, MSG.deleted);
  });
}
