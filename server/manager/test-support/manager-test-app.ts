import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../../../src/shared/api/envelope';
import { UC } from '../../../src/shared/api/uc';
import { MENU_CODES } from '../../../src/shared/permissions';
import { tenantRoleMembers, tenantRoles, tenants, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { envelopeOf, form, signIn, smsCode } from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { ENTERPRISE_ADMIN_ROLE } from '../../uc/certification/approve-enterprise';

/** Someone calling the API in one scope: their headers, and who they are in the database. */
export interface Caller {
  headers: Record<string, string>;
  userId: string;
  tenantId: string | null;
}

export interface ManagerTestApp extends TestApp {
  /** The demo enterprise's administrator, in the enterprise scope. */
  enterpriseA: Caller;
  /** The same administrator in their personal scope (Is-Enterprise: false). */
  adminPersonal: Caller;
  /** The demo personal user (no enterprise). */
  personB: Caller;
  /** The administrator of a second enterprise. */
  enterpriseC: Caller;
  /** Injects a call as `caller` (or anonymously) and reads the envelope. */
  call<T = unknown>(caller: Caller | null, options: InjectOptions): Promise<Answer<T>>;
}

export interface Answer<T> {
  statusCode: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

const PASSWORD = 'robot2026';
/** The phone account of the second enterprise's administrator. */
export const ENTERPRISE_C_ACCOUNT = '13912345678';

async function callerFor(
  testApp: TestApp,
  account: string,
  password: string,
  isEnterprise: boolean,
): Promise<Caller> {
  const token = await signIn(testApp, account, password);
  const [user] = await testApp.db.select().from(users).where(eq(users.account, account));
  return {
    headers: { authorization: `Bearer ${token}`, 'is-enterprise': String(isEnterprise) },
    userId: user.id,
    tenantId: isEnterprise ? user.tenantId : null,
  };
}

/**
 * A second enterprise: a newly registered user made the administrator of a new tenant (the role
 * an approved enterprise certification creates: every menu).
 */
async function secondEnterprise(testApp: TestApp): Promise<Caller> {
  const account = ENTERPRISE_C_ACCOUNT;
  const validCode = await smsCode(testApp, account, 'register');
  await testApp.app.inject({
    method: 'POST',
    url: UC.register,
    ...form({ account, validCode, password: PASSWORD }),
  });
  const [tenant] = await testApp.db
    .insert(tenants)
    .values({ name: '另一家企业' })
    .returning({ id: tenants.id });
  const [user] = await testApp.db
    .update(users)
    .set({ tenantId: tenant.id })
    .where(eq(users.account, account))
    .returning({ id: users.id });
  const [role] = await testApp.db
    .insert(tenantRoles)
    .values({
      tenantId: tenant.id,
      name: ENTERPRISE_ADMIN_ROLE,
      menuCodes: [...MENU_CODES],
      isAdministrator: true,
    })
    .returning({ id: tenantRoles.id });
  await testApp.db.insert(tenantRoleMembers).values({ roleId: role.id, userId: user.id });
  return callerFor(testApp, account, PASSWORD, true);
}

/** The API on a fresh seeded database with four callers in four different scopes. */
export async function createManagerTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<ManagerTestApp> {
  const testApp = await createTestApp(options);
  const enterpriseA = await callerFor(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, true);
  const adminPersonal = {
    ...enterpriseA,
    headers: { ...enterpriseA.headers, 'is-enterprise': 'false' },
    tenantId: null,
  };
  const personB = await callerFor(testApp, DEMO_ACCOUNTS.personal.account, DEMO_PASSWORD, false);
  const enterpriseC = await secondEnterprise(testApp);
  return {
    ...testApp,
    enterpriseA,
    adminPersonal,
    personB,
    enterpriseC,
    async call<T>(caller: Caller | null, options: InjectOptions) {
      const response = await testApp.app.inject({
        ...options,
        headers: { ...options.headers, ...caller?.headers },
      });
      return { statusCode: response.statusCode, body: envelopeOf<T>(response), response };
    },
  };
}
