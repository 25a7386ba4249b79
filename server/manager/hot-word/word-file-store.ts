import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import { HOT_WORD_FILE_EXTENSION, HOT_WORD_MSG } from '../../../src/shared/api/hot-words';
import { type ParsedWordFile, parseWordFile } from '../../../src/shared/hot-words/parse-word-file';
import { MSG } from '../../../src/shared/messages';
import type { Database } from '../../db/database';
import { hotWordFiles } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import type { FileStorage } from '../../storage/file-storage';

/** A word file that passed every check and is stored, ready for its row. */
export interface StoredWordFile extends ParsedWordFile {
  name: string;
  key: string;
  size: number;
}

const MAX_NAME_LENGTH = 100;

/** The name as a person reads it: no path, no control characters, not too long. */
function cleanName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(-MAX_NAME_LENGTH);
}

/** UTF-8 text with no NUL (a binary file renamed .txt is not a word file), or null. */
function textOf(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads the uploaded part (the multipart limit stops it at the maximum size), checks it is a
 * non-empty UTF-8 .txt file with at least one word, and stores it under its content address.
 * Refusals are the spec's: 文件类型错误, 文件大小超出限制.
 */
export async function storeWordFile(part: MultipartFile, storage: FileStorage): Promise<StoredWordFile> {
  const name = cleanName(part.filename);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new ApiError(413, MSG.fileTooLarge);
  if (!name.toLowerCase().endsWith(HOT_WORD_FILE_EXTENSION)) throw badRequest(MSG.fileTypeWrong);
  const bytes = Buffer.concat(chunks);
  const text = bytes.length === 0 ? null : textOf(bytes);
  if (text === null) throw badRequest(MSG.fileTypeWrong);
  const parsed = parseWordFile(text);
  if (parsed.words.length === 0) throw badRequest(HOT_WORD_MSG.noWords);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `${sha256}.txt`;
  await storage.put(key, Readable.from([bytes]), {
    size: bytes.length,
    sha256,
    contentType: 'text/plain; charset=utf-8',
  });
  return { ...parsed, name, key, size: bytes.length };
}

/** The words of a stored file (an empty list when its bytes are gone). */
export async function wordsOf(storage: FileStorage, key: string): Promise<ParsedWordFile> {
  const bytes = await storage.get(key);
  return parseWordFile(bytes ? (textOf(bytes) ?? '') : '');
}

/**
 * Removes stored files no word file row refers to any more. Keys are content addresses, so two
 * rows (even of two enterprises) may share one; each stays until its last row goes.
 */
export async function forgetUnusedBlobs(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const used = await db
    .selectDistinct({ key: hotWordFiles.storageKey })
    .from(hotWordFiles)
    .where(inArray(hotWordFiles.storageKey, unique));
  const stillUsed = new Set(used.map((row) => row.key));
  for (const key of unique) if (!stillUsed.has(key)) await storage.delete(key);
}
