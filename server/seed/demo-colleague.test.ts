import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { OPERATOR_GRANTS, OPERATOR_MENU_CODES, OPERATOR_ROLE } from './demo-colleague';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
const key = randomBytes(32);
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const operatorRoles = () => database.db.select().from(tenantRoles).where(eq(tenantRoles.name, OPERATOR_ROLE));

describe('demo colleague', () => {
  it('puts the colleague in the demo enterprise with the operator role, no project grant, once', async () => {
    await seedDemoData(database.db, key);
    await seedDemoData(database.db, key);
    const [colleague] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.colleague.account));
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    expect(colleague).toMatchObject({ nickname: '运营专员小林', tenantId: admin.tenantId });
    const roles = await operatorRoles();
    expect(roles).toMatchObject([{ menuCodes: OPERATOR_MENU_CODES, isAdministrator: false }]);
    expect(
      await database.db.select().from(tenantRoleMembers).where(eq(tenantRoleMembers.userId, colleague.id)),
    ).toEqual([{ roleId: roles[0].id, userId: colleague.id }]);
    const grants = await database.db
      .select({ resourceType: roleResourceGrants.resourceType, flags: roleResourceGrants.flags })
      .from(roleResourceGrants)
      .where(eq(roleResourceGrants.roleId, roles[0].id));
    expect(grants).toEqual(
      Object.entries(OPERATOR_GRANTS).map(([resourceType, flags]) => ({ resourceType, flags })),
    );
    expect(grants.map((grant) => grant.resourceType)).not.toContain('PROJECT');
  });

  it('keeps what an administrator changed in the role since', async () => {
    const [role] = await operatorRoles();
    await database.db
      .update(tenantRoles)
      .set({ menuCodes: ['PROJECT'] })
      .where(eq(tenantRoles.id, role.id));
    await database.db.delete(roleResourceGrants).where(eq(roleResourceGrants.roleId, role.id));
    await seedDemoData(database.db, key);
    expect((await operatorRoles())[0].menuCodes).toEqual(['PROJECT']);
    expect(await database.db.select().from(roleResourceGrants)).toEqual([]);
  });
});
