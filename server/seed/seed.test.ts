import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CODES } from '../../src/shared/permissions';
import type { DatabaseHandle } from '../db/database';
import { messages, projects, tenantRoles, tenants, users } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISE } from './demo-accounts';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
const key = randomBytes(32);
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const rows = async (table: typeof users | typeof tenants | typeof projects | typeof messages) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

describe('demo seed', () => {
  it('creates the demo enterprise, four accounts and one project per scope, and changes nothing when run again', async () => {
    await seedDemoData(database.db, key);
    const first = {
      users: await rows(users),
      tenants: await rows(tenants),
      projects: await rows(projects),
      messages: await rows(messages),
    };
    expect(first).toEqual({ users: 4, tenants: 1, projects: 2, messages: 4 });

    await database.db.update(messages).set({ read: true });
    await database.db
      .update(users)
      .set({ loginTimes: 7 })
      .where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    await seedDemoData(database.db, key);
    expect({
      users: await rows(users),
      tenants: await rows(tenants),
      projects: await rows(projects),
      messages: await rows(messages),
    }).toEqual(first);
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    expect(admin.loginTimes).toBe(7);
    expect(await database.db.select().from(messages).where(eq(messages.read, false))).toEqual([]);
  });

  it('puts the administrator in the enterprise with every menu, and flags the reviewer', async () => {
    const [tenant] = await database.db.select().from(tenants);
    expect(tenant.name).toBe(DEMO_ENTERPRISE);
    const [role] = await database.db
      .select()
      .from(tenantRoles)
      .where(and(eq(tenantRoles.tenantId, tenant.id), eq(tenantRoles.isAdministrator, true)));
    expect(role.menuCodes).toEqual([...MENU_CODES]);
    const [reviewer] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.reviewer.account));
    expect(reviewer).toMatchObject({ isReviewer: true, tenantId: null, wechatUnionid: null });
    const [person] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.personal.account));
    expect(person.wechatUnionid).toBe(DEMO_ACCOUNTS.personal.wechatUnionid);
    const names = (await database.db.select({ name: projects.name }).from(projects))
      .map((p) => p.name)
      .sort();
    expect(names).toEqual(['我的迎宾机器人', '展厅导览机器人'].sort());
  });
});
