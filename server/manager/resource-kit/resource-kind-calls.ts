import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import {
  type ResourceAccess,
  requireCreate,
  resourceAccess,
  visibleRows,
} from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { projectResourceAccess } from '../project-content/project-resource-access';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { editedColumns } from './edited-columns';
import type { ResourceKind, ResourceKindPlace, ResourceRoute } from './resource-kind';

const rowId = z.object({ id: z.string().min(1).max(64) });

/** The row a call names: `:id` in its path, else `id` in its query (or body, for a body's call). */
function idOf(route: ResourceRoute & { id?: z.ZodType<{ id: string }> }, request: FastifyRequest): string {
  if (route.url.includes(':id')) return validate(rowId, request.params).id;
  return validate(route.id ?? rowId, request.query).id;
}

/** The checks of a kind's calls: its menus, the project's flag and the flag on the row. */
export function accessOfKind(kind: ResourceKindPlace) {
  return projectResourceAccess({ ...kind, notFound: kind.messages.notFound });
}

/** One row as its detail (or its summary) after a check or a change. */
export async function readResource<Summary>(
  kind: ResourceKind<Summary>,
  access: ResourceAccess,
  id: string,
): Promise<unknown> {
  if (kind.read.detail) return kind.read.detail(access, id);
  const [summary] = await kind.read.summaries(access, and(eq(kind.table.id, id), kind.rowsOfKind));
  // Deleted by someone else since the check.
  if (!summary) throw notFound(kind.messages.notFound);
  return summary;
}

/**
 * Registers the calls a kind declares (page, detail, create, edit, enable, delete), each with its
 * menus, the project's flag (accessAuth to read, editAuth to change), the flag on the row, the
 * kind's hooks and the operation log, in one transaction per change. What else an area offers
 * (an intent's slots, a dictionary's entries) it registers itself, with `accessOfKind`.
 */
export function resourceKindCalls<Summary>(
  app: FastifyInstance,
  context: AppContext,
  kind: ResourceKind<Summary>,
): void {
  const { db, clock } = context;
  const { table, messages, calls, type } = kind;
  const checks = accessOfKind(kind);
  const logEntry = (projectId: string, id: string, name: unknown) => ({
    projectId,
    [kind.log.idKey]: id,
    name: name as string,
  });
  const routeOf = (route: ResourceRoute) => ({ method: route.method, url: route.url });

  if (calls.page) {
    const { url, query: pageQuery } = calls.page;
    app.get(url, async (request) => {
      const user = await authenticateInScope(context, request);
      const query = validate(pageQuery, request.query);
      const projectId = await checks.project(db, user, query.projectId, 'accessAuth');
      const access = resourceAccess(db, user, type);
      const where = and(
        kind.rowsOfKind,
        eq(table.projectId, projectId),
        visibleRows(access),
        nameContains(table.name, query.name),
        carriesTag(db, type, table.id, query.tag),
        kind.pageFilter?.(query),
      );
      const [rows, total] = await Promise.all([
        kind.read.summaries(access, where, {
          orderBy: kind.order ?? [desc(table.updatedAt), desc(table.id)],
          limit: query.pageSize,
          offset: query.pageNo * query.pageSize,
        }),
        db.$count(table, where),
      ]);
      return ok(pageOf(rows, query, total));
    });
  }

  if (calls.detail) {
    const route = calls.detail;
    app.route({
      ...routeOf(route),
      handler: async (request) => {
        const user = await authenticateInScope(context, request);
        const { access, resource } = await checks.find(db, user, idOf(route, request), 'accessAuth');
        return ok(await readResource(kind, access, resource.id));
      },
    });
  }

  if (calls.create) {
    const { body, columns = (fields) => fields } = calls.create;
    app.route({
      ...routeOf(calls.create),
      handler: async (request) => {
        const user = await authenticateInScope(context, request);
        const { projectId: asked, ...fields } = validate(body, request.body) as { projectId: string };
        const projectId = await checks.project(db, user, asked, 'editAuth');
        requireCreate(user, type);
        const now = clock.now();
        const id = await withUniqueName(messages.nameTaken, () =>
          db.transaction(async (tx) => {
            const [created] = await tx
              .insert(table)
              .values({
                ...(await kind.newRowValues?.({ tx, projectId, now })),
                ...columns(fields),
                projectId,
                ...ownerOf(user.scope),
                createdBy: user.userId,
                createdAt: now,
                updatedAt: now,
              } as never)
              .returning({ id: table.id });
            const createdId = created.id as string;
            await logChange(tx, now, user, request, `${kind.log.action}.create`, {
              ...logEntry(projectId, createdId, (fields as { name?: string }).name),
            });
            return createdId;
          }),
        );
        return ok(await readResource(kind, resourceAccess(db, user, type), id), messages.created);
      },
    });
  }

  if (calls.edit) {
    const route = calls.edit;
    const { body, columns = (fields) => fields } = route;
    app.route({
      ...routeOf(route),
      handler: async (request) => {
        const user = await authenticateInScope(context, request);
        const { id: inBody, ...fields } = validate(body, request.body) as { id?: string };
        const asked = route.url.includes(':id') ? idOf(route, request) : (inBody as string);
        const { access, resource, projectId } = await checks.find(db, user, asked, 'editAuth');
        const id = resource.id;
        const now = clock.now();
        await withUniqueName(messages.nameTaken, () =>
          db.transaction(async (tx) => {
            const change = { tx, id, projectId };
            await kind.beforeEdit?.(change, fields);
            const values = columns(fields);
            const edited = editedColumns(table, values);
            const [previous] = await tx.select(edited).from(table).where(eq(table.id, id));
            const [changed] = await tx
              .update(table)
              .set({ ...values, updatedAt: now } as never)
              .where(and(eq(table.id, id), kind.rowsOfKind))
              .returning(edited);
            if (!changed || !previous) throw notFound(messages.notFound);
            const logged = await kind.afterEdit?.(change, fields);
            const name = (fields as { name?: string }).name ?? resource.name;
            await logChange(tx, now, user, request, `${kind.log.action}.edit`, {
              ...logEntry(projectId, id, name),
              ...loggedChanges(previous, changed),
              ...logged,
            });
          }),
        );
        return ok(await readResource(kind, access, id), messages.saved);
      },
    });
  }

  if (calls.enable) {
    const { body } = calls.enable;
    app.route({
      ...routeOf(calls.enable),
      handler: async (request) => {
        const user = await authenticateInScope(context, request);
        const { id: asked, enabled } = validate(body, request.body);
        const { access, resource, projectId } = await checks.find(db, user, asked, 'enableAuth');
        const id = resource.id;
        const now = clock.now();
        await db.transaction(async (tx) => {
          const refusal = await kind.enableRefusal?.({ tx, id, projectId }, enabled);
          if (refusal) throw conflict(refusal);
          await tx
            .update(table)
            .set({ enabled, updatedAt: now } as never)
            .where(eq(table.id, id));
          const action = `${kind.log.action}.${enabled ? 'enable' : 'disable'}`;
          await logChange(tx, now, user, request, action, logEntry(projectId, id, resource.name));
        });
        return ok(await readResource(kind, access, id), enabled ? messages.enabled : messages.disabled);
      },
    });
  }

  if (calls.remove) {
    const route = calls.remove;
    app.route({
      ...routeOf(route),
      handler: async (request) => {
        const user = await authenticateInScope(context, request);
        const { resource, projectId } = await checks.find(db, user, idOf(route, request), 'deleteAuth');
        const id = resource.id;
        const now = clock.now();
        const release = await db.transaction(async (tx) => {
          const change = { tx, id, projectId };
          // What uses it would silently stop working: the refusal names it, so the operator acts.
          const refusal = await kind.deleteRefusal?.(change);
          if (refusal) throw conflict(refusal);
          const afterCommit = await kind.onDelete?.(change);
          const removed = await tx
            .delete(table)
            .where(and(eq(table.id, id), kind.rowsOfKind))
            .returning({ id: table.id });
          if (removed.length === 0) throw notFound(messages.notFound);
          await forgetResources(tx, type, [id]);
          await logChange(
            tx,
            now,
            user,
            request,
            `${kind.log.action}.delete`,
            logEntry(projectId, id, resource.name),
          );
          return afterCommit;
        });
        await release?.(db);
        return ok(null, messages.deleted ?? MSG.deleted);
      },
    });
  }
}
