import { and, eq, or } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import type { Database } from '../db/database';
import { mediaFiles } from '../db/schema/media';
import { conflict } from '../http/api-error';

/**
 * 文件已存在 when the project already holds this content: the same stored bytes, or the same file
 * as the person chose it (its MD5 before the browser recompressed it).
 */
export async function refuseDuplicate(
  db: Database,
  projectId: string,
  content: { sha256?: string; sourceMd5?: string },
): Promise<void> {
  const matches = [
    content.sha256 ? eq(mediaFiles.blobSha256, content.sha256) : undefined,
    content.sourceMd5 ? eq(mediaFiles.sourceMd5, content.sourceMd5) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return;
  const [found] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.projectId, projectId), or(...matches)))
    .limit(1);
  if (found) throw conflict(MSG.fileExists);
}
