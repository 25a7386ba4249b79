import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { projects } from '../db/schema';
import { markGroups } from '../manager/operation/mark-groups';
import { visitorRecords } from '../manager/operation/visitor-records';
import { localDate } from '../manager/overview/day-buckets';
import { DirectoryStorage } from '../storage/directory-storage';
import { openTestDatabase } from '../test-support/test-database';
import { DEMO_FACE_PEOPLE } from './demo-face-people';
import { seedDemoData } from './seed';

/** The demo enterprise's project the demo fleet reports to (server/seed/seed.ts). */
const DEMO_PROJECT_NAME = '展厅导览机器人';

let database: DatabaseHandle;
let storageDir: string;
let projectId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'demo-operation-'));
  const storage = new DirectoryStorage(storageDir);
  const key = randomBytes(32);
  // Twice: a second start adds nothing.
  await seedDemoData(database.db, key, new Date(), storage);
  await seedDemoData(database.db, key, new Date(), storage);
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, DEMO_PROJECT_NAME));
  projectId = project.id;
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

const week = () => ({
  projectId,
  from: localDate(new Date(Date.now() - 6 * 86_400_000)),
  to: localDate(new Date()),
});

describe('the demo operation platform', () => {
  it('shows 访客记录 with the demo people recognised by name and photo, and photos of some strangers', async () => {
    const all = await visitorRecords(database.db, projectId, week(), { pageNo: 0, pageSize: 1000 });
    const known = all.content.filter((visit) => visit.personName !== null);
    expect(new Set(known.map((visit) => visit.personName))).toEqual(
      new Set(DEMO_FACE_PEOPLE.map((person) => person.name)),
    );
    expect(known.every((visit) => visit.photoUrl?.startsWith('data:image/jpeg;base64,'))).toBe(true);
    expect(all.counts.recognised).toBe(known.length);
    const strangers = all.content.filter((visit) => visit.recognisedAs === null);
    expect(strangers.filter((visit) => visit.photoUrl !== null).length).toBeGreaterThan(10);
    expect(strangers.filter((visit) => visit.photoUrl === null).length).toBeGreaterThan(10);
  });

  it('shows 问答标注 with off-topic questions already ignored and the others still to mark', async () => {
    const page = { pageNo: 0, pageSize: 50 };
    const ignored = await markGroups(database.db, projectId, week(), 'IGNORED', page);
    expect(ignored.content.map((group) => group.question).sort()).toEqual(
      ['股票今天涨了吗？', '帮我查一下快递'].sort(),
    );
    const pending = await markGroups(database.db, projectId, week(), 'PENDING', page);
    expect(pending.content.map((group) => group.question)).toContain('附近哪家餐厅好吃？');
    expect(pending.content.map((group) => group.question)).not.toContain('股票今天涨了吗？');
  });

  it('shows 问答标注 offering first what visitors tapped on the robot right after asking', async () => {
    const pending = await markGroups(database.db, projectId, week(), 'PENDING', { pageNo: 0, pageSize: 20 });
    const rebooking = pending.content.find((group) => group.question === '订好的票用不上了咋整');
    expect(rebooking?.suggestions[0]).toMatchObject({ question: '可以退票吗', followedBy: 3 });
  });
});
