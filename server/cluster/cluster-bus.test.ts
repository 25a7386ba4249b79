import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { ClusterBus, intoPayloads, type Origin } from './cluster-bus';
import { NOTIFY_PAYLOAD_LIMIT_BYTES } from './notify-transport';

let database: DatabaseHandle;
let first: ClusterBus;
let second: ClusterBus;
const failures: Error[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  first = ClusterBus.over(database.db, (error) => failures.push(error));
  second = ClusterBus.over(database.db, (error) => failures.push(error));
}, 60_000);
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

/** Everything `bus` hears on `channel` until `count` items came, with where each batch came from. */
function hear(bus: ClusterBus, channel: string, count: number) {
  const heard: { items: unknown[]; origin: Origin }[] = [];
  const done = new Promise<typeof heard>((resolve) => {
    void bus.subscribe(channel, (items, origin) => {
      heard.push({ items, origin });
      if (heard.flatMap((batch) => batch.items).length >= count) resolve(heard);
    });
  });
  return done;
}

describe('the cluster bus', () => {
  it('hands a batch to this process at once and to another process through the database', async () => {
    const here = hear(first, 'test_news', 2);
    const there = hear(second, 'test_news', 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.publish('test_news', [{ n: 1 }, { n: 2 }]);
    expect(await here).toEqual([{ items: [{ n: 1 }, { n: 2 }], origin: 'here' }]);
    expect(await there).toEqual([{ items: [{ n: 1 }, { n: 2 }], origin: 'elsewhere' }]);
    expect(failures).toEqual([]);
  });

  it('splits a large batch into notifications PostgreSQL accepts, losing nothing', async () => {
    const items = Array.from({ length: 200 }, (_, n) => ({ n, text: '机器人'.repeat(30) }));
    const there = hear(second, 'test_large', items.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.publish('test_large', items);
    const heard = await there;
    expect(heard.length).toBeGreaterThan(1);
    expect(heard.flatMap((batch) => batch.items)).toEqual(items);
    expect(failures).toEqual([]);
  });
});

describe('sync', () => {
  it('resolves only once every notification committed before it was heard', async () => {
    let heard = 0;
    await second.watch('test_changes', () => heard++);
    for (let committed = 1; committed <= 20; committed++) {
      await database.db.execute(sql`select pg_notify('test_changes', '')`);
      await second.sync();
      expect(heard).toBe(committed);
    }
  });
});

describe('intoPayloads', () => {
  it('keeps every payload under the limit and the items in order', () => {
    const items = Array.from({ length: 100 }, (_, n) => 'x'.repeat(n * 10));
    const batches = intoPayloads(items);
    for (const batch of batches)
      expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(NOTIFY_PAYLOAD_LIMIT_BYTES);
    expect(batches.flat()).toEqual(items);
  });
});
