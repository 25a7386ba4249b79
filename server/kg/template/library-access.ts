import { and, eq, inArray } from 'drizzle-orm';
import {
  GENERAL_LIBRARY_ID,
  KG_TEMPLATE_MSG,
  type QaTemplate,
} from '../../../src/shared/api/knowledge-graph-templates';
import type { MenuCode, ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { kgTemplateLibraries, kgTemplates } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { isRowId } from '../../manager/row-id';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import type { LibraryTemplate } from '../query/question-matcher';
import { GENERAL_LIBRARY, GENERAL_SYNONYMS, GENERAL_TEMPLATES } from './general-library';

export type LibraryRow = typeof kgTemplateLibraries.$inferSelect;
const projectFlagFor = (flag: ResourceFlag): ResourceFlag =>
  flag === 'accessAuth' ? 'accessAuth' : 'editAuth';

/** 问答模板库, the other leaf of 知识图谱: a call needs both codes (spec section 6). */
const KG_TEMPLATE_MENUS: MenuCode[] = ['KG', 'KG_TEMPLATE'];

/** The project of the template screens (menus KG + KG_TEMPLATE, the project's flag). */
export async function templateProject(db: Database, user: ScopedUser, projectId: string, flag: ResourceFlag) {
  requireMenu(user, ...KG_TEMPLATE_MENUS);
  return requireProjectFlag(db, user, projectId, projectFlagFor(flag));
}

/**
 * A project library the caller may read (accessAuth on its project) or change (editAuth). The
 * general library is nobody's to change: asking to is a 403 that says so.
 */
export async function findLibrary(
  db: Database,
  user: ScopedUser,
  libId: string,
  flag: ResourceFlag,
): Promise<LibraryRow> {
  requireMenu(user, ...KG_TEMPLATE_MENUS);
  if (libId === GENERAL_LIBRARY_ID) throw forbidden(KG_TEMPLATE_MSG.generalReadOnly);
  const [row] = isRowId(libId)
    ? await db.select().from(kgTemplateLibraries).where(eq(kgTemplateLibraries.id, libId))
    : [];
  await requireRowProjectFlag(
    db,
    user,
    row?.projectId,
    projectFlagFor(flag),
    KG_TEMPLATE_MSG.libraryNotFound,
  );
  if (!row) throw notFound(KG_TEMPLATE_MSG.libraryNotFound);
  return row;
}

/** A base may only use the general library and libraries of its own project. */
export async function requireLibrariesOfProject(
  db: Database,
  projectId: string,
  ids: string[],
): Promise<void> {
  const own = ids.filter((id) => id !== GENERAL_LIBRARY_ID);
  if (!own.every(isRowId)) throw badRequest(KG_TEMPLATE_MSG.libraryNotFound);
  if (own.length === 0) return;
  const found = await db.$count(
    kgTemplateLibraries,
    and(eq(kgTemplateLibraries.projectId, projectId), inArray(kgTemplateLibraries.id, own)),
  );
  if (found !== own.length) throw badRequest(KG_TEMPLATE_MSG.libraryNotFound);
}

export function toQaTemplate(row: typeof kgTemplates.$inferSelect): QaTemplate {
  const { createdAt: _created, ...template } = row;
  return template;
}

/** The templates a base's questions are matched against: those of the libraries it chose. */
export async function templatesOfBase(db: Database, libraryIds: string[]): Promise<LibraryTemplate[]> {
  const chosen: LibraryTemplate[] = [];
  if (libraryIds.includes(GENERAL_LIBRARY_ID)) {
    for (const template of GENERAL_TEMPLATES) {
      chosen.push({
        libraryId: GENERAL_LIBRARY.id,
        libraryName: GENERAL_LIBRARY.name,
        template,
        synonyms: GENERAL_SYNONYMS,
      });
    }
  }
  const own = libraryIds.filter(isRowId);
  if (own.length === 0) return chosen;
  const libraries = await db.select().from(kgTemplateLibraries).where(inArray(kgTemplateLibraries.id, own));
  const templates = await db.select().from(kgTemplates).where(inArray(kgTemplates.libraryId, own));
  for (const library of libraries) {
    for (const row of templates.filter((template) => template.libraryId === library.id)) {
      chosen.push({
        libraryId: library.id,
        libraryName: library.name,
        template: toQaTemplate(row),
        synonyms: library.synonyms,
      });
    }
  }
  // The project's own templates are tried before the general ones of the same specificity.
  return [
    ...chosen.filter((item) => item.libraryId !== GENERAL_LIBRARY_ID),
    ...chosen.filter((item) => item.libraryId === GENERAL_LIBRARY_ID),
  ];
}
