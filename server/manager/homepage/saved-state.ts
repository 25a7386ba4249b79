import { eq } from 'drizzle-orm';
import type { HomepageConflict, HomepageSaved } from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import type { Database } from '../../db/database';
import { homepages, users } from '../../db/schema';
import { type ApiError, notFound } from '../../http/api-error';
import { RefusalWithData } from '../refusal';

const savedColumns = {
  version: homepages.version,
  updatedAt: homepages.updatedAt,
  updatedBy: users.nickname,
};

function toSaved(row: { version: number; updatedAt: Date; updatedBy: string | null }): HomepageSaved {
  return { version: row.version, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy ?? '' };
}

/**
 * The answer of a save: the version and time its own update returned (never re-read, since a
 * later save may already have replaced them) and the saver's nickname.
 */
export async function savedBy(
  db: Database,
  saved: { version: number; updatedAt: Date },
  userId: string,
): Promise<HomepageSaved> {
  const [saver] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return toSaved({ ...saved, updatedBy: saver?.nickname ?? null });
}

/**
 * The 409 of a save or release that started from a version someone else has since replaced:
 * it carries what the server holds, so the editor can show both and let the designer choose.
 */
export async function staleVersionRefusal(db: Database, id: string): Promise<ApiError> {
  const [row] = await db
    .select({ ...savedColumns, name: homepages.name, document: homepages.document })
    .from(homepages)
    .leftJoin(users, eq(users.id, homepages.updatedBy))
    .where(eq(homepages.id, id));
  if (!row) return notFound(MSG.homepageMissing);
  return new RefusalWithData<HomepageConflict>(409, MSG.homepageConflict, {
    ...toSaved(row),
    name: row.name,
    document: row.document,
  });
}
