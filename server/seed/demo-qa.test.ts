import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaPairContent } from '../../src/shared/api/qa';
import type { DatabaseHandle } from '../db/database';
import { qaCategories, qaLibraries, qaPairs } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, randomBytes(32));
}, 60_000);
afterAll(() => database.close());

describe('demo Q&A library', () => {
  it('gives the demo project 展厅问答: about forty valid pairs, each asked two to nine other ways, in categories', async () => {
    const libraries = await database.db.select().from(qaLibraries);
    expect(libraries.map((library) => library.name)).toEqual(['展厅问答']);
    const pairs = await database.db.select().from(qaPairs);
    expect(pairs.length).toBeGreaterThanOrEqual(40);
    for (const pair of pairs) {
      expect(pair.similarQuestions.length, pair.question).toBeGreaterThanOrEqual(2);
      expect(pair.similarQuestions.length, pair.question).toBeLessThanOrEqual(9);
      expect(qaPairContent.safeParse(pair).success, pair.question).toBe(true);
      expect(pair.categoryId).not.toBeNull();
    }
    const categories = await database.db.select().from(qaCategories);
    expect(categories.some((category) => category.parentId !== null)).toBe(true);
  });

  it('is written once: seeding again adds nothing', async () => {
    await seedDemoData(database.db, randomBytes(32));
    expect(await database.db.$count(qaLibraries)).toBe(1);
    expect(await database.db.$count(qaPairs)).toBeGreaterThanOrEqual(40);
    expect(await database.db.$count(qaPairs)).toBeLessThan(50);
  });
});
