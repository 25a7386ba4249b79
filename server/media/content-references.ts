import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { accountImages, facePhotos, homepages, maps, myPages } from '../db/schema';
import { mediaFiles, mediaUploads } from '../db/schema/media';

/** The column's text (a document as JSON) names the storage key somewhere. */
const names = (column: PgColumn, key: string): SQL => sql`strpos(${column}::text, ${key}) > 0`;

const anyRow = async (query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0;

/**
 * Whether the stored content is still needed as a library content: a file of any project's
 * library, an upload not yet bound, or a screen that shows its address (a configuration's draft,
 * released version or thumbnail, or a saved page), a floor map's picture or a face group person's
 * photo, whichever project it belongs to.
 */
export async function libraryNeeds(db: Database, sha256: string, key: string): Promise<boolean> {
  return (
    (await anyRow(
      db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.blobSha256, sha256)).limit(1),
    )) ||
    (await anyRow(
      db
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(eq(mediaUploads.blobSha256, sha256))
        .limit(1),
    )) ||
    (await anyRow(
      db
        .select({ id: homepages.id })
        .from(homepages)
        .where(
          or(
            names(homepages.document, key),
            names(homepages.releasedDocument, key),
            names(homepages.thumbnail, key),
          ),
        )
        .limit(1),
    )) ||
    (await anyRow(db.select({ id: myPages.id }).from(myPages).where(names(myPages.page, key)).limit(1))) ||
    (await anyRow(db.select({ id: maps.id }).from(maps).where(names(maps.pictureUrl, key)).limit(1))) ||
    (await anyRow(
      db.select({ id: facePhotos.id }).from(facePhotos).where(eq(facePhotos.blobSha256, sha256)).limit(1),
    ))
  );
}

/** Avatars and certification photos live in the same store, one file per content like the library's. */
export async function accountPicturesNeed(db: Database, key: string): Promise<boolean> {
  return anyRow(
    db.select({ id: accountImages.id }).from(accountImages).where(eq(accountImages.storageKey, key)).limit(1),
  );
}
