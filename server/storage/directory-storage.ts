import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type FileStorage, type PutInfo } from './file-storage';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one directory (`${DATA_DIR}/files`), spread over 256 subdirectories by the first
 * two hex digits of the key. A put writes a partial file, flushes it to disk and renames it into
 * place, so a crash leaves either the whole file or none.
 */
export class DirectoryStorage implements FileStorage {
  private readonly partialDir: string;

  constructor(private readonly root: string) {
    this.partialDir = join(root, '.partial');
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable, info: PutInfo): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.partialDir, { recursive: true });
    const partial = join(this.partialDir, randomUUID());
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      const handle = await open(partial, 'r');
      try {
        const written = (await handle.stat()).size;
        if (written !== info.size) throw new Error(`stored ${written} bytes of ${info.size}`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? { size: found.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.stat(key))) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
