import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITUATIONS } from '../../src/shared/api/fallback';
import type { DatabaseHandle } from '../db/database';
import { actionSteps, actions, hotWordFiles, personalResources } from '../db/schema';
import { projectFallbackSet } from '../manager/reveal/fallback-summary';
import { pickFallback } from '../manager/reveal/pick-fallback';
import { DirectoryStorage } from '../storage/directory-storage';
import { openTestDatabase } from '../test-support/test-database';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
let storageDir: string;
let storage: DirectoryStorage;
beforeAll(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'demo-behaviour-'));
  storage = new DirectoryStorage(storageDir);
  const key = randomBytes(32);
  // Twice: a second start adds nothing.
  await seedDemoData(database.db, key, new Date(), storage);
  await seedDemoData(database.db, key, new Date(), storage);
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('demo behaviour', () => {
  it('gives the demo project 迎宾 (speak, wave, show the main page) and 送别', async () => {
    const seeded = await database.db.select().from(actions).orderBy(asc(actions.name));
    expect(seeded.map((action) => action.name).sort()).toEqual(['送别', '迎宾'].sort());
    const welcome = seeded.find((action) => action.name === '迎宾');
    const steps = await database.db
      .select()
      .from(actionSteps)
      .where(eq(actionSteps.actionId, welcome?.id ?? ''))
      .orderBy(asc(actionSteps.pageType), asc(actionSteps.position));
    expect(steps.filter((step) => step.pageType === 'MAIN').map((step) => step.step)).toEqual([
      expect.objectContaining({ kind: 'SPEAK' }),
      { kind: 'MOTION', motion: 'wave' },
      expect.objectContaining({ kind: 'SHOW_PAGE', pageName: expect.any(String) }),
    ]);
  });

  it('gives it a fallback set answering every default situation, and a word file of venue words', async () => {
    const [project] = await database.db.select({ id: personalResources.projectId }).from(personalResources);
    const set = await projectFallbackSet(database.db, project.id);
    for (const situation of DEFAULT_SITUATIONS) {
      const pick = set && pickFallback(set, situation, {});
      expect(pick?.situation, situation).toBe(situation);
    }
    const files = await database.db.select().from(hotWordFiles);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: '展馆词汇.txt', wordCount: 20 });
    expect((await storage.get(files[0].storageKey))?.toString('utf8')).toContain('机器人展区 8');
  });
});
