import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { DirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from './test-support/fake-s3';

const content = Buffer.from('0123456789abcdefghij');
const sha256 = createHash('sha256').update(content).digest('hex');
const key = `${sha256}.mp4`;
const info = { size: content.length, sha256, contentType: 'video/mp4' };

/** The same behaviour whichever store is configured. */
function describeStorage(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(name, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('knows nothing of a key never put', async () => {
      const other = `${'0'.repeat(64)}.png`;
      expect(await storage.stat(other)).toBeNull();
      expect(await storage.get(other)).toBeNull();
      expect(await storage.stream(other)).toBeNull();
    });

    it('stores bytes and gives them back whole, by range and by size', async () => {
      await storage.put(key, Readable.from([content.subarray(0, 7), content.subarray(7)]), info);
      expect(await storage.stat(key)).toEqual({ size: 20 });
      expect(await storage.get(key)).toEqual(content);
      expect(await text((await storage.stream(key))!)).toBe('0123456789abcdefghij');
      expect(await text((await storage.stream(key, { start: 10, end: 14 }))!)).toBe('abcde');
    });

    it('takes the same key twice without harm', async () => {
      await storage.put(key, Readable.from([content]), info);
      expect(await storage.get(key)).toEqual(content);
    });

    it('deletes an object, and takes the deletion of a missing one calmly', async () => {
      const other = `${'1'.repeat(64)}.png`;
      await storage.put(other, Readable.from([content]), { ...info, contentType: 'image/png' });
      await storage.delete(other);
      expect(await storage.stat(other)).toBeNull();
      expect(await storage.get(other)).toBeNull();
      await storage.delete(other);
      expect(await storage.get(key)).toEqual(content);
    });

    it('refuses keys that are not content addresses', async () => {
      for (const bad of ['../etc/passwd', `${sha256}.mp4/../x`, 'a.png', `${sha256.toUpperCase()}.png`]) {
        await expect(storage.stat(bad)).rejects.toThrow(/not a storage key/);
        await expect(storage.delete(bad)).rejects.toThrow(/not a storage key/);
      }
    });
  });
}

describeStorage('DirectoryStorage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'files-'));
  return { storage: new DirectoryStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('DirectoryStorage partial writes', () => {
  it('leaves nothing behind when fewer bytes arrive than announced', async () => {
    const root = await mkdtemp(join(tmpdir(), 'files-'));
    const storage = new DirectoryStorage(root);
    await expect(storage.put(key, Readable.from([content]), { ...info, size: 99 })).rejects.toThrow(
      /20 bytes of 99/,
    );
    expect(await storage.stat(key)).toBeNull();
    expect(await readdir(join(root, '.partial'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});

describeStorage('S3Storage', async () => {
  const fake = await startFakeS3('media');
  const storage = new S3Storage(
    { endpoint: fake.endpoint, bucket: 'media', ...FAKE_S3_CREDENTIALS },
    systemClock,
  );
  return {
    storage,
    close: async () => {
      expect(fake.refusals).toEqual([]);
      await fake.close();
    },
  };
});

describe('S3Storage refusals', () => {
  it('reports an object store that refuses the signature', async () => {
    const fake = await startFakeS3('media');
    const storage = new S3Storage(
      { endpoint: fake.endpoint, bucket: 'media', ...FAKE_S3_CREDENTIALS, secretKey: 'wrong' },
      systemClock,
    );
    await expect(storage.stat(key)).rejects.toThrow(/answered 403/);
    await fake.close();
  });
});
