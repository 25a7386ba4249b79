import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_HEADS } from '../../../src/shared/media/test-support/sample-files';
import { accountImages, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import type { FileStorage } from '../../storage/file-storage';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';
import { storeAccountImage } from './account-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

describe('storeAccountImage', () => {
  it('writes the bytes again when a library delete of the same content removed them before the lock', async () => {
    const bytes = Buffer.concat([Buffer.from(SAMPLE_HEADS.png), Buffer.from('\nshared avatar')]);
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    // The bytes are there when the upload looks, then the delete of the library's last record of
    // the same content removes them, as if it had run just before the upload took the lock.
    const first = await storeAccountImage(t.db, t.storage, { ownerId: owner.id, kind: 'avatar', bytes });
    const key = first.slice('avatar/'.length);
    let looks = 0;
    const racing: FileStorage = {
      get: (k) => t.storage.get(k),
      stream: (k, range) => t.storage.stream(k, range),
      delete: (k) => t.storage.delete(k),
      stat: async (k) => {
        const found = await t.storage.stat(k);
        looks += 1;
        if (looks === 1) await t.storage.delete(k);
        return found;
      },
      put: (k, body, info) => t.storage.put(k, body, info),
    };

    const path = await storeAccountImage(t.db, racing, { ownerId: owner.id, kind: 'certification', bytes });
    expect(path).toBe(`certification/${key}`);
    expect(await t.storage.stat(key)).toEqual({ size: bytes.length });
    const rows = await t.db.select().from(accountImages).where(eq(accountImages.storageKey, key));
    expect(rows.map((row) => row.kind).sort()).toEqual(['avatar', 'certification']);
  });
});
