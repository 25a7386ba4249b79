import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_HEADS } from '../../src/shared/media/test-support/sample-files';
import { accountImages, users } from '../db/schema';
import { mediaBlobs } from '../db/schema/media';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import type { FileStorage, PutInfo } from '../storage/file-storage';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';
import type { ReceivedUpload } from './receive-upload';
import { discardBytes, storeBlob } from './stored-blobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

/** A PNG waiting in a temporary file, as receiveUpload leaves it. */
async function received(tag: string): Promise<ReceivedUpload> {
  const bytes = Buffer.concat([Buffer.from(SAMPLE_HEADS.png), Buffer.from(`\n${tag}`)]);
  const tempPath = join(tmpdir(), `stored-blobs-${tag}-${process.pid}`);
  await writeFile(tempPath, bytes);
  return {
    tempPath,
    fileName: `${tag}.png`,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    md5: createHash('md5').update(bytes).digest('hex'),
    size: bytes.length,
    format: 'png',
    kind: 'image',
  };
}

const blobRow = async (sha256: string) =>
  (await t.db.select().from(mediaBlobs).where(eq(mediaBlobs.sha256, sha256)))[0];

describe('storeBlob', () => {
  it('writes the bytes again when the delete of the last record removed them before the lock was taken', async () => {
    const upload = await received('raced');
    const key = `${upload.sha256}.png`;
    // The first write lands, then a concurrent delete removes it, as if it had run just before the lock.
    let writes = 0;
    const racing: FileStorage = {
      stat: (k) => t.storage.stat(k),
      get: (k) => t.storage.get(k),
      stream: (k, range) => t.storage.stream(k, range),
      delete: (k) => t.storage.delete(k),
      put: async (k: string, body: Readable, info: PutInfo) => {
        await t.storage.put(k, body, info);
        writes += 1;
        if (writes === 1) await t.storage.delete(k);
      },
    };

    expect(await storeBlob(t.db, racing, upload, async (_tx, stored) => stored)).toBe(key);
    expect(writes).toBe(2);
    expect(await t.storage.stat(key)).toEqual({ size: upload.size });
    expect((await blobRow(upload.sha256)).storageKey).toBe(key);
  });
});

describe('discardBytes', () => {
  it('removes bytes nothing names any more', async () => {
    const upload = await received('orphan');
    const key = await storeBlob(t.db, t.storage, upload, async (_tx, stored) => stored);
    await t.db.delete(mediaBlobs).where(eq(mediaBlobs.sha256, upload.sha256));
    await discardBytes(t.db, t.storage, key);
    expect(await t.storage.stat(key)).toBeNull();
  });

  it('keeps bytes an upload stored again after the last record went', async () => {
    const upload = await received('back-again');
    const key = await storeBlob(t.db, t.storage, upload, async (_tx, stored) => stored);
    await discardBytes(t.db, t.storage, key);
    expect(await t.storage.stat(key)).toEqual({ size: upload.size });
  });

  it('keeps bytes an account picture shares', async () => {
    const upload = await received('avatar');
    const key = await storeBlob(t.db, t.storage, upload, async (_tx, stored) => stored);
    await t.db.delete(mediaBlobs).where(eq(mediaBlobs.sha256, upload.sha256));
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    await t.db
      .insert(accountImages)
      .values({ ownerId: owner.id, kind: 'avatar', storageKey: key, contentType: 'image/png' });
    await discardBytes(t.db, t.storage, key);
    expect(await t.storage.stat(key)).toEqual({ size: upload.size });
  });
});
