import { and, arrayContains, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  GENERAL_LIBRARY_ID,
  KG_TEMPLATE_API,
  KG_TEMPLATE_MSG,
  KG_TEMPLATE_ROUTES,
  libraryCreateBody,
  libraryEditBody,
  libraryPageQuery,
  libraryReadQuery,
  qaTemplateBody,
  type TemplateLibrarySummary,
  templatePageQuery,
} from '../../../src/shared/api/knowledge-graph-templates';
import { pageOf } from '../../../src/shared/api/paging';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { kgBases, kgTemplateLibraries, kgTemplates } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../../manager/audit';
import { nameContains } from '../../manager/name-search';
import { isRowId } from '../../manager/row-id';
import { withUniqueName } from '../../manager/unique-name';
import { GENERAL_LIBRARY, GENERAL_SYNONYMS, GENERAL_TEMPLATES } from './general-library';
import { findLibrary, type LibraryRow, templateProject, toQaTemplate } from './library-access';

/** Bases of the project that use the library. */
async function usedBy(db: Database, projectId: string, libId: string) {
  return db
    .select({ id: kgBases.id, name: kgBases.name })
    .from(kgBases)
    .where(and(eq(kgBases.projectId, projectId), arrayContains(kgBases.templateLibraryIds, [libId])))
    .orderBy(asc(kgBases.name));
}

async function summaryOf(db: Database, row: LibraryRow): Promise<TemplateLibrarySummary> {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    general: false,
    synonyms: row.synonyms,
    templateCount: await db.$count(kgTemplates, eq(kgTemplates.libraryId, row.id)),
    usedBy: await usedBy(db, row.projectId, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Patterns or targets containing the keyword (taken literally). */
const keywordIn = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const literal = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(sql`array_to_string(${kgTemplates.patterns}, ' ')`, literal),
    ilike(sql`array_to_string(${kgTemplates.targets}, ' ')`, literal),
  );
};

/**
 * The Q&A template library calls (问答模板库, beyond the spec, under kg/v1): the project's libraries
 * (page, create — optionally starting from domains of the general library — detail, edit, delete),
 * the read-only general library, and the templates of a library (page, add, edit, delete).
 */
export function templateCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(KG_TEMPLATE_API.libraryPage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(libraryPageQuery, request.query);
    const projectId = await templateProject(db, user, query.projectId, 'accessAuth');
    const where = and(
      eq(kgTemplateLibraries.projectId, projectId),
      nameContains(kgTemplateLibraries.name, query.name),
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(kgTemplateLibraries)
        .where(where)
        .orderBy(desc(kgTemplateLibraries.createdAt), desc(kgTemplateLibraries.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.$count(kgTemplateLibraries, where),
    ]);
    const content = await Promise.all(rows.map((row) => summaryOf(db, row)));
    return ok(pageOf(content, query, total));
  });

  app.post(KG_TEMPLATE_API.libraries, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(libraryCreateBody, request.body);
    const projectId = await templateProject(db, user, body.projectId, 'editAuth');
    const now = clock.now();
    const created = await withUniqueName(KG_TEMPLATE_MSG.libraryNameTaken, () =>
      db.transaction(async (tx) => {
        const copied = GENERAL_TEMPLATES.filter((template) => body.copyDomains.includes(template.domain));
        const synonyms = body.synonyms.length > 0 || copied.length === 0 ? body.synonyms : GENERAL_SYNONYMS;
        const [row] = await tx
          .insert(kgTemplateLibraries)
          .values({
            projectId,
            name: body.name,
            description: body.description,
            synonyms,
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (copied.length > 0) {
          await tx.insert(kgTemplates).values(
            copied.map(({ id: _id, libraryId: _library, ...template }, index) => ({
              ...template,
              libraryId: row.id,
              createdAt: new Date(now.getTime() + index),
            })),
          );
        }
        await logChange(tx, now, user, request, 'kg.templateLibrary.create', {
          projectId,
          libraryId: row.id,
          name: body.name,
        });
        return row;
      }),
    );
    return ok(await summaryOf(db, created), KG_TEMPLATE_MSG.libraryCreated);
  });

  app.get(KG_TEMPLATE_ROUTES.library, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libId } = request.params as { libId: string };
    if (libId === GENERAL_LIBRARY_ID) {
      const { projectId } = validate(libraryReadQuery, request.query);
      await templateProject(db, user, projectId, 'accessAuth');
      const general: TemplateLibrarySummary = {
        ...GENERAL_LIBRARY,
        projectId: null,
        general: true,
        synonyms: GENERAL_SYNONYMS,
        templateCount: GENERAL_TEMPLATES.length,
        usedBy: await usedBy(db, projectId, GENERAL_LIBRARY_ID),
        createdAt: null,
        updatedAt: null,
      };
      return ok(general);
    }
    return ok(await summaryOf(db, await findLibrary(db, user, libId, 'accessAuth')));
  });

  app.patch(KG_TEMPLATE_ROUTES.library, async (request) => {
    const user = await authenticateInScope(context, request);
    const library = await findLibrary(db, user, (request.params as { libId: string }).libId, 'editAuth');
    const body = validate(libraryEditBody, request.body);
    const now = clock.now();
    await withUniqueName(KG_TEMPLATE_MSG.libraryNameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(kgTemplateLibraries)
          .set({ ...body, updatedAt: now })
          .where(eq(kgTemplateLibraries.id, library.id));
        await logChange(tx, now, user, request, 'kg.templateLibrary.edit', {
          projectId: library.projectId,
          libraryId: library.id,
          name: body.name ?? library.name,
          ...loggedChanges(library, body),
        });
      }),
    );
    const [row] = await db.select().from(kgTemplateLibraries).where(eq(kgTemplateLibraries.id, library.id));
    return ok(await summaryOf(db, row), KG_TEMPLATE_MSG.saved);
  });

  app.delete(KG_TEMPLATE_ROUTES.library, async (request) => {
    const user = await authenticateInScope(context, request);
    const library = await findLibrary(db, user, (request.params as { libId: string }).libId, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(kgTemplateLibraries).where(eq(kgTemplateLibraries.id, library.id));
      // Bases that chose it stop using it.
      await tx
        .update(kgBases)
        .set({ templateLibraryIds: sql`array_remove(${kgBases.templateLibraryIds}, ${library.id})` })
        .where(eq(kgBases.projectId, library.projectId));
      await logChange(tx, now, user, request, 'kg.templateLibrary.delete', {
        projectId: library.projectId,
        libraryId: library.id,
        name: library.name,
      });
    });
    return ok(null, '删除成功');
  });

  app.get(KG_TEMPLATE_ROUTES.templates, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libId } = request.params as { libId: string };
    const query = validate(templatePageQuery, request.query);
    if (libId === GENERAL_LIBRARY_ID) {
      await templateProject(db, user, query.projectId, 'accessAuth');
      const keyword = query.keyword?.toLowerCase();
      const found = GENERAL_TEMPLATES.filter(
        (template) =>
          (!query.domain || template.domain === query.domain) &&
          (!keyword ||
            [...template.patterns, ...template.targets].some((text) => text.toLowerCase().includes(keyword))),
      );
      const start = query.pageNo * query.pageSize;
      return ok(pageOf(found.slice(start, start + query.pageSize), query, found.length));
    }
    const library = await findLibrary(db, user, libId, 'accessAuth');
    const where = and(
      eq(kgTemplates.libraryId, library.id),
      query.domain ? eq(kgTemplates.domain, query.domain) : undefined,
      keywordIn(query.keyword),
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(kgTemplates)
        .where(where)
        .orderBy(asc(kgTemplates.createdAt), asc(kgTemplates.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.$count(kgTemplates, where),
    ]);
    return ok(pageOf(rows.map(toQaTemplate), query, total));
  });

  app.post(KG_TEMPLATE_ROUTES.templates, async (request) => {
    const user = await authenticateInScope(context, request);
    const library = await findLibrary(db, user, (request.params as { libId: string }).libId, 'editAuth');
    const body = validate(qaTemplateBody, request.body);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(kgTemplates)
        .values({ ...body, libraryId: library.id, createdAt: now })
        .returning();
      await tx
        .update(kgTemplateLibraries)
        .set({ updatedAt: now })
        .where(eq(kgTemplateLibraries.id, library.id));
      await logChange(tx, now, user, request, 'kg.template.create', {
        projectId: library.projectId,
        libraryId: library.id,
        pattern: body.patterns[0],
      });
      return created;
    });
    return ok(toQaTemplate(row), '模板已添加');
  });

  /** The template `id` and its library, checked like the library. */
  async function findTemplate(
    request: { params: unknown },
    user: Awaited<ReturnType<typeof authenticateInScope>>,
  ) {
    const { id } = request.params as { id: string };
    const [row] = isRowId(id) ? await db.select().from(kgTemplates).where(eq(kgTemplates.id, id)) : [];
    const library = await findLibrary(db, user, row?.libraryId ?? '', 'editAuth').catch((error) => {
      throw row ? error : notFound(KG_TEMPLATE_MSG.templateNotFound);
    });
    if (!row) throw notFound(KG_TEMPLATE_MSG.templateNotFound);
    return { row, library };
  }

  app.patch(KG_TEMPLATE_ROUTES.template, async (request) => {
    const user = await authenticateInScope(context, request);
    const { row, library } = await findTemplate(request, user);
    const body = validate(qaTemplateBody, { ...toQaTemplate(row), ...(request.body as object) });
    const now = clock.now();
    const [saved] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(kgTemplates)
        .set({
          kind: body.kind,
          patterns: body.patterns,
          targets: body.targets,
          answer: body.answer,
          domain: body.domain,
          enabled: body.enabled,
        })
        .where(eq(kgTemplates.id, row.id))
        .returning();
      await logChange(tx, now, user, request, 'kg.template.edit', {
        projectId: library.projectId,
        libraryId: library.id,
        pattern: body.patterns[0],
        ...loggedChanges(row, updated[0]),
      });
      return updated;
    });
    return ok(toQaTemplate(saved), KG_TEMPLATE_MSG.saved);
  });

  app.delete(KG_TEMPLATE_ROUTES.template, async (request) => {
    const user = await authenticateInScope(context, request);
    const { row, library } = await findTemplate(request, user);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(kgTemplates).where(eq(kgTemplates.id, row.id));
      await logChange(tx, now, user, request, 'kg.template.delete', {
        projectId: library.projectId,
        libraryId: library.id,
        pattern: row.patterns[0],
      });
    });
    return ok(null, '删除成功');
  });
}
