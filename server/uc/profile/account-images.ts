import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccountImageKind } from '../../../src/shared/api/uc-account';
import { FORMATS } from '../../../src/shared/media/media-formats';
import { detectFormat } from '../../../src/shared/media/signatures';
import { MSG } from '../../../src/shared/messages';
import type { Database } from '../../db/database';
import { accountImages } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import { lockContent } from '../../media/content-lock';
import type { FileStorage } from '../../storage/file-storage';

const ACCEPTED_FORMATS = ['jpeg', 'png'] as const;
type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];
const isAccepted = (format: string | null): format is AcceptedFormat =>
  ACCEPTED_FORMATS.includes(format as AcceptedFormat);

/** `avatar/<sha256>.png`: the kind says who may see it, the storage key what it is. */
export const accountImagePath = (kind: AccountImageKind, storageKey: string): string =>
  `${kind}/${storageKey}`;

export function parseAccountImagePath(path: string): { kind: AccountImageKind; storageKey: string } {
  const slash = path.indexOf('/');
  return { kind: path.slice(0, slash) as AccountImageKind, storageKey: path.slice(slash + 1) };
}

/** The file part's bytes; the multipart limit (2 MB) ends the read of anything larger. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MSG.uploadFileMissing);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw badRequest(MSG.uploadFileMissing);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, MSG.certificationImageTooLarge);
    throw error;
  }
}

/**
 * Receives a picture for the account of `ownerId`: jpg or png as its own bytes prove (whatever
 * its name says), stored once per content, recorded as the owner's. Answers its path.
 */
export async function receiveAccountImage(
  request: FastifyRequest,
  db: Database,
  storage: FileStorage,
  ownerId: string,
  kind: AccountImageKind,
): Promise<string> {
  return storeAccountImage(db, storage, { ownerId, kind, bytes: await readFilePart(request) });
}

/**
 * Stores the bytes of an account picture once per content and records them as the owner's. The
 * library keeps its files in the same store: the row goes in under the content's lock, after
 * looking at the bytes again (a library delete of the same content may have removed them since),
 * so that nothing removes them once the row names them.
 */
export async function storeAccountImage(
  db: Database,
  storage: FileStorage,
  { ownerId, kind, bytes }: { ownerId: string; kind: AccountImageKind; bytes: Buffer },
): Promise<string> {
  const format = detectFormat(bytes);
  if (!isAccepted(format)) throw badRequest(MSG.certificationImageType);
  const { contentType, extension } = FORMATS[format];
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `${sha256}${extension}`;
  const putIfMissing = async () => {
    if (await storage.stat(storageKey)) return;
    await storage.put(storageKey, Readable.from([bytes]), { size: bytes.length, sha256, contentType });
  };
  await putIfMissing();
  await db.transaction(async (tx) => {
    await lockContent(tx, sha256);
    await putIfMissing();
    await tx.insert(accountImages).values({ ownerId, kind, storageKey, contentType }).onConflictDoNothing();
  });
  return accountImagePath(kind, storageKey);
}

/** Refuses paths that are not pictures of `kind` this user uploaded (forged or someone else's). */
export async function requireOwnAccountImages(
  db: Database,
  ownerId: string,
  kind: AccountImageKind,
  paths: string[],
): Promise<void> {
  const keys = [...new Set(paths.map((path) => parseAccountImagePath(path).storageKey))];
  const owned = await db
    .select({ storageKey: accountImages.storageKey })
    .from(accountImages)
    .where(
      and(
        eq(accountImages.ownerId, ownerId),
        eq(accountImages.kind, kind),
        inArray(accountImages.storageKey, keys),
      ),
    );
  if (owned.length !== keys.length) throw badRequest(MSG.certificationImageMissing);
}
