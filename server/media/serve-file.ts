import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MATERIAL_API } from '../../src/shared/api/material';
import { MSG } from '../../src/shared/messages';
import type { AppContext } from '../context';
import { mediaBlobs } from '../db/schema/media';
import { notFound } from '../http/api-error';
import { allowOpaqueOriginReads } from '../http/opaque-origin';
import { validate } from '../http/validate';
import type { FileStorage } from '../storage/file-storage';
import { isStorageKey } from '../storage/file-storage';
import { parseRange } from './byte-range';
import { sha256OfKey } from './stored-blobs';

const fileQuery = z.object({ path: z.string().max(100) });

/** A content address never changes meaning, so browsers and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET homepage/file?path=<sha256><extension>: a stored file, with the content type its own bytes
 * proved at upload, never sniffed (nosniff), cacheable forever, and in ranges so videos seek.
 * Public like any picture on a robot screen: the path is the file's SHA-256, which only someone
 * who has the file or was given its address knows.
 */
export function serveFileRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  app.get(MATERIAL_API.file, async (request, reply) => {
    const { path } = validate(fileQuery, request.query);
    if (!isStorageKey(path)) throw notFound(MSG.mediaFileMissing);
    const [blob] = await context.db
      .select({ contentType: mediaBlobs.contentType, sha256: mediaBlobs.sha256 })
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.sha256, sha256OfKey(path)), eq(mediaBlobs.storageKey, path)));
    const stored = blob ? await storage.stat(path) : null;
    if (!blob || !stored) throw notFound(MSG.mediaFileMissing);

    const etag = `"${blob.sha256}"`;
    allowOpaqueOriginReads(reply);
    reply.headers({
      'content-type': blob.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': IMMUTABLE,
      etag,
      'accept-ranges': 'bytes',
      'content-disposition': 'inline',
      // Opened on its own, a stored file can run nothing.
      'content-security-policy': "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const asked = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
    const range = parseRange(asked, stored.size);
    if (range.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stored.size}`).send();
    }
    if (range.kind === 'whole') {
      reply.header('content-length', stored.size);
      return reply.send(await storage.stream(path));
    }
    const { start, end } = range.range;
    reply.code(206).headers({
      'content-range': `bytes ${start}-${end}/${stored.size}`,
      'content-length': end - start + 1,
    });
    return reply.send(await storage.stream(path, range.range));
  });
}
