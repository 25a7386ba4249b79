import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { projects } from '../db/schema';
import { bundleScenes } from '../device-link/bundle-scenes';
import { openTestDatabase } from '../test-support/test-database';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, randomBytes(32));
}, 60_000);
afterAll(() => database.close());

describe('demo scene skills', () => {
  it('sends the demo robots the enabled 迎宾 scene and keeps the unfinished draft off them', async () => {
    const [project] = await database.db.select().from(projects).where(eq(projects.name, '展厅导览机器人'));
    const scenes = await bundleScenes(database.db, project.id);
    expect(scenes.map((scene) => scene.name)).toEqual(['前台迎宾']);
  });
});
