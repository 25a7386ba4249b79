import { eq } from 'drizzle-orm';
import { RESOURCE_API, type ShareLevel } from '../../../src/shared/api/resource-permissions';
import { UC } from '../../../src/shared/api/uc';
import { RESOURCE_TYPES, type ResourceFlag, type ResourceType } from '../../../src/shared/permissions';
import { roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../../db/schema';
import type { Caller, ManagerTestApp } from '../../manager/test-support/manager-test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { TEST_PASSWORD } from '../../test-support/account-calls';
import { bearer, form, signIn, smsCode } from '../../test-support/api-calls';

export interface MemberRole {
  name: string;
  /** Defaults to the menu of every resource type, so only grants and shares tell members apart. */
  menuCodes?: string[];
  /** Flags granted on every resource type. */
  grants?: ResourceFlag[];
}

/**
 * A new member of the demo enterprise (registered the way a person does), holding a role of
 * its own, signed in in the enterprise scope.
 */
export async function addMember(app: ManagerTestApp, account: string, role: MemberRole): Promise<Caller> {
  const validCode = await smsCode(app, account, 'register');
  await app.app.inject({
    method: 'POST',
    url: UC.register,
    ...form({ account, validCode, password: TEST_PASSWORD }),
  });
  const tenantId = app.enterpriseA.tenantId as string;
  const [user] = await app.db
    .update(users)
    .set({ tenantId })
    .where(eq(users.account, account))
    .returning({ id: users.id });
  const [created] = await app.db
    .insert(tenantRoles)
    .values({ tenantId, name: role.name, menuCodes: (role.menuCodes ?? [...RESOURCE_TYPES]) as never })
    .returning({ id: tenantRoles.id });
  await app.db.insert(tenantRoleMembers).values({ roleId: created.id, userId: user.id });
  if (role.grants) {
    await app.db.insert(roleResourceGrants).values(
      RESOURCE_TYPES.map((resourceType: ResourceType) => ({
        roleId: created.id,
        resourceType,
        flags: role.grants as ResourceFlag[],
      })),
    );
  }
  const token = await signIn(app, account, TEST_PASSWORD);
  return { headers: bearer(token, true), userId: user.id, tenantId };
}

/** The seeded demo colleague (运营专员小林), in the enterprise scope. */
export async function demoColleague(app: ManagerTestApp): Promise<Caller> {
  const token = await signIn(app, DEMO_ACCOUNTS.colleague.account, DEMO_PASSWORD);
  const [user] = await app.db.select().from(users).where(eq(users.account, DEMO_ACCOUNTS.colleague.account));
  return { headers: bearer(token, true), userId: user.id, tenantId: user.tenantId };
}

/** The demo enterprise's administrator shares `projectId` with a member at `level`; null takes it back. */
export function shareProject(
  app: ManagerTestApp,
  projectId: string,
  userId: string,
  level: ShareLevel | null,
) {
  return app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType: 'PROJECT', resourceId: projectId, shares: level ? [{ userId, level }] : [] },
  });
}
