import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  MATERIAL_API,
  type MaterialPage,
  type MaterialRecord,
  materialPageQuery,
  type ResourceType,
  storedFileUrl,
} from '../../src/shared/api/material';
import { pageOf } from '../../src/shared/api/paging';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { mediaBlobs, mediaFiles, stockMaterials } from '../db/schema/media';
import { badRequest } from '../http/api-error';
import { validate } from '../http/validate';
import { requireProjectFlag } from '../permissions/project-access';

/** `%`, `_` and `\` in a search are letters, not patterns. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const nameLike = (column: PgColumn, name: string | undefined): SQL | undefined =>
  name ? ilike(column, `%${escapeLike(name)}%`) : undefined;

interface Window {
  offset: number;
  limit: number;
}

function ownFilter(projectId: string, type: ResourceType, name: string | undefined) {
  return and(
    eq(mediaFiles.projectId, projectId),
    eq(mediaFiles.resourceType, type),
    nameLike(mediaFiles.resourceName, name),
  );
}

async function ownFiles(db: Database, where: SQL | undefined, window: Window): Promise<MaterialRecord[]> {
  if (window.limit <= 0) return [];
  const rows = await db
    .select({
      id: mediaFiles.id,
      resourceName: mediaFiles.resourceName,
      resourceType: mediaFiles.resourceType,
      md5: mediaFiles.sourceMd5,
      size: mediaBlobs.size,
      storageKey: mediaBlobs.storageKey,
    })
    .from(mediaFiles)
    .innerJoin(mediaBlobs, eq(mediaBlobs.sha256, mediaFiles.blobSha256))
    .where(where)
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .offset(window.offset)
    .limit(window.limit);
  return rows.map(({ storageKey, ...row }) => ({
    ...row,
    resourceUrl: storedFileUrl(storageKey),
    resourceCategory: null,
    own: true,
  }));
}

async function stockRecords(db: Database, where: SQL | undefined, window: Window): Promise<MaterialRecord[]> {
  if (window.limit <= 0) return [];
  const rows = await db
    .select({
      id: stockMaterials.id,
      resourceName: stockMaterials.resourceName,
      resourceUrl: stockMaterials.resourceUrl,
      resourceCategory: stockMaterials.resourceCategory,
    })
    .from(stockMaterials)
    .where(where)
    .orderBy(asc(stockMaterials.resourceCategory), asc(stockMaterials.sortOrder))
    .offset(window.offset)
    .limit(window.limit);
  return rows.map((row) => ({ ...row, resourceType: 'image', own: false, md5: null, size: null }));
}

async function countOf(
  db: Database,
  table: typeof mediaFiles | typeof stockMaterials,
  where: SQL | undefined,
) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/**
 * GET materialLibrary/page. resourceType: the project's own pictures or videos, newest first.
 * resourceCategory: one stock library. Neither: the picture library, the project's own pictures
 * (when a project is named) followed by every stock library, so one search finds them all.
 * Stock records match on their name or their keywords.
 */
export function libraryPageRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get(MATERIAL_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(materialPageQuery, request.query);
    if (query.resourceType && query.resourceCategory) throw badRequest();
    if (query.resourceType && !query.projectId) throw badRequest();
    const projectId = query.projectId
      ? await requireProjectFlag(db, user, query.projectId, 'accessAuth')
      : null;
    const window = { offset: query.pageNo * query.pageSize, limit: query.pageSize };
    const stockName = query.resourceName
      ? or(
          nameLike(stockMaterials.resourceName, query.resourceName),
          nameLike(stockMaterials.keywords, query.resourceName),
        )
      : undefined;

    if (query.resourceType && projectId) {
      const where = ownFilter(projectId, query.resourceType, query.resourceName);
      const [content, total] = await Promise.all([
        ownFiles(db, where, window),
        countOf(db, mediaFiles, where),
      ]);
      return ok<MaterialPage>(pageOf(content, query, total));
    }
    if (query.resourceCategory) {
      const where = and(eq(stockMaterials.resourceCategory, query.resourceCategory), stockName);
      const [content, total] = await Promise.all([
        stockRecords(db, where, window),
        countOf(db, stockMaterials, where),
      ]);
      return ok<MaterialPage>(pageOf(content, query, total));
    }

    const ownWhere = projectId ? ownFilter(projectId, 'image', query.resourceName) : undefined;
    const [ownTotal, stockTotal] = await Promise.all([
      ownWhere ? countOf(db, mediaFiles, ownWhere) : 0,
      countOf(db, stockMaterials, stockName),
    ]);
    const own = await ownFiles(db, ownWhere, {
      offset: window.offset,
      limit: Math.min(window.limit, ownTotal - window.offset),
    });
    const stock = await stockRecords(db, stockName, {
      offset: Math.max(0, window.offset - ownTotal),
      limit: window.limit - own.length,
    });
    return ok<MaterialPage>(pageOf([...own, ...stock], query, ownTotal + stockTotal));
  });
}
