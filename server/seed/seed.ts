import { and, eq, isNull, notExists } from 'drizzle-orm';
import { passwordHash } from '../../src/shared/login-secret';
import { MENU_CODES } from '../../src/shared/permissions';
import { sealPasswordHash } from '../crypto/password-vault';
import type { Database } from '../db/database';
import {
  enterpriseCertifications,
  messages,
  personalCertifications,
  projects,
  tenantRoleMembers,
  tenantRoles,
  tenants,
  users,
} from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { ENTERPRISE_ADMIN_ROLE } from '../uc/certification/approve-enterprise';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISE, DEMO_PASSWORD } from './demo-accounts';
import { ensureDemoBehaviour } from './demo-behaviour';
import { seedOperatorRole } from './demo-colleague';
import { ensureDemoDeviceSettings } from './demo-device-settings';
import { ensureDemoFaceGroups } from './demo-face-groups';
import { ensureDemoFacePeople } from './demo-face-people';
import { ensureDemoFleet } from './demo-fleet';
import { ensureDemoIntents } from './demo-intents';
import { ensureDemoKnowledgeGraph } from './demo-knowledge-graph';
import { ensureDemoMap } from './demo-map';
import { ensureDemoMarks } from './demo-marks';
import { ensureDemoQa } from './demo-qa';
import { ensureDemoRecognitions } from './demo-recognitions';
import { ensureDemoSceneSkills } from './demo-scene-skills';
import { ensureDemoScreen } from './demo-screen';
import { ensureDemoSpeakers } from './demo-speakers';
import { ensureDemoStoreSkills } from './demo-store-skills';

/** Sign-in goes home (not to /certification) when loginTimes is not 1. */
const SEEDED_LOGIN_TIMES = 2;

interface DemoUser {
  account: string;
  nickname: string;
  tenantId?: string;
  isReviewer?: boolean;
}

/** Creates the user unless the account exists; true when it was created now. */
async function ensureUser(
  tx: Database,
  passwordVaultKey: Buffer,
  user: DemoUser,
): Promise<{ id: string; created: boolean }> {
  const [created] = await tx
    .insert(users)
    .values({
      ...user,
      passwordSecret: sealPasswordHash(passwordVaultKey, passwordHash(DEMO_PASSWORD)),
      loginTimes: SEEDED_LOGIN_TIMES,
    })
    .onConflictDoNothing({ target: users.account })
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.account, user.account));
  return { id: existing.id, created: false };
}

/** Binds the demo messaging account unless the user has one or someone else holds it. */
async function ensureWechatBinding(tx: Database, userId: string, unionid: string): Promise<void> {
  await tx
    .update(users)
    .set({ wechatUnionid: unionid })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.wechatUnionid),
        notExists(tx.select({ id: users.id }).from(users).where(eq(users.wechatUnionid, unionid))),
      ),
    );
}

async function ensureProject(
  tx: Database,
  { name, description }: { name: string; description: string },
  owner: { tenantId: string } | { userId: string },
) {
  const ownedBy =
    'tenantId' in owner ? eq(projects.tenantId, owner.tenantId) : eq(projects.userId, owner.userId);
  const [existing] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(ownedBy, eq(projects.name, name)));
  if (!existing) await tx.insert(projects).values({ name, description, ...owner });
}

async function welcome(tx: Database, userId: string, nickname: string): Promise<void> {
  await tx.insert(messages).values([
    {
      userId,
      title: '欢迎使用机器人开放平台',
      body: `${nickname}，您好！从“项目”开始创建您的第一个机器人应用。`,
    },
    {
      userId,
      title: '演示环境说明',
      body: '当前为演示环境：短信验证码显示在开发发件箱（/dev/outbox），不会发送到手机。',
    },
  ]);
}

/**
 * Makes sure the demo enterprise, its certified administrator, a personal user, the platform
 * reviewer and one demo project per scope exist. Runs at every start; never undoes what users
 * changed since (messages read, passwords changed, logins counted).
 */
export async function seedDemoData(
  db: Database,
  passwordVaultKey: Buffer,
  now = new Date(),
  /** Where seeded files go (the demo word file); without it the seed writes rows only. */
  storage?: FileStorage,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ name: DEMO_ENTERPRISE }).onConflictDoNothing({ target: tenants.name });
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, DEMO_ENTERPRISE));

    const { admin: adminAccount, personal: personalAccount, reviewer: reviewerAccount } = DEMO_ACCOUNTS;
    const admin = await ensureUser(tx, passwordVaultKey, { ...pick(adminAccount), tenantId: tenant.id });
    const person = await ensureUser(tx, passwordVaultKey, pick(personalAccount));
    await ensureUser(tx, passwordVaultKey, { ...pick(reviewerAccount), isReviewer: true });

    let [role] = await tx
      .select({ id: tenantRoles.id })
      .from(tenantRoles)
      .where(and(eq(tenantRoles.tenantId, tenant.id), eq(tenantRoles.isAdministrator, true)));
    if (!role) {
      [role] = await tx
        .insert(tenantRoles)
        .values({ tenantId: tenant.id, name: ENTERPRISE_ADMIN_ROLE, isAdministrator: true })
        .returning({ id: tenantRoles.id });
    }
    // The administrator role follows the menu list as the product grows.
    await tx
      .update(tenantRoles)
      .set({ menuCodes: [...MENU_CODES] })
      .where(eq(tenantRoles.id, role.id));
    await tx.insert(tenantRoleMembers).values({ roleId: role.id, userId: admin.id }).onConflictDoNothing();
    const colleague = await ensureUser(tx, passwordVaultKey, {
      ...pick(DEMO_ACCOUNTS.colleague),
      tenantId: tenant.id,
    });
    await seedOperatorRole(tx, tenant.id, colleague.id);

    await tx
      .insert(personalCertifications)
      .values([
        { userId: admin.id, realName: '张演示', citizenId: '11010519491231002X', status: 'PASSED' },
        { userId: person.id, realName: '李个人', citizenId: '110101199003074477', status: 'PASSED' },
        { userId: colleague.id, realName: '林晓', citizenId: '440305199602151625', status: 'PASSED' },
      ])
      .onConflictDoNothing({ target: personalCertifications.userId });
    const [certified] = await tx
      .select({ id: enterpriseCertifications.id })
      .from(enterpriseCertifications)
      .where(eq(enterpriseCertifications.tenantId, tenant.id));
    if (!certified) {
      await tx.insert(enterpriseCertifications).values({
        tenantId: tenant.id,
        submittedBy: admin.id,
        enterpriseName: DEMO_ENTERPRISE,
        registrationNo: '91110108MA01DEMO8X',
        status: 'PASSED',
      });
    }

    await ensureWechatBinding(tx, admin.id, adminAccount.wechatUnionid);
    await ensureWechatBinding(tx, person.id, personalAccount.wechatUnionid);
    await ensureProject(
      tx,
      {
        name: '展厅导览机器人',
        description: '星河博物馆一楼展厅与前台的迎宾、讲解和导览，周二至周日 9:00–17:00 开放。',
      },
      { tenantId: tenant.id },
    );
    await ensureDemoFleet(tx, tenant.id, now.getTime());
    await ensureDemoScreen(tx, tenant.id, now);
    await ensureDemoSpeakers(tx, tenant.id, now);
    await ensureDemoFaceGroups(tx, tenant.id, now);
    await ensureDemoDeviceSettings(tx, tenant.id, now);
    await ensureDemoFacePeople(tx, tenant.id, now, storage);
    await ensureDemoRecognitions(tx, tenant.id);
    await ensureDemoMap(tx, tenant.id, now);
    await ensureDemoStoreSkills(tx, tenant.id, now);
    await ensureDemoSceneSkills(tx, tenant.id, now);
    await ensureDemoBehaviour(tx, tenant.id, now, storage);
    await ensureDemoQa(tx, tenant.id, now);
    await ensureDemoMarks(tx, tenant.id, now);
    await ensureDemoIntents(tx, tenant.id, now);
    await ensureDemoKnowledgeGraph(tx, tenant.id, now);
    await ensureProject(
      tx,
      { name: '我的迎宾机器人', description: '工作室门口的迎宾机器人。' },
      { userId: person.id },
    );
    if (admin.created) await welcome(tx, admin.id, adminAccount.nickname);
    if (person.created) await welcome(tx, person.id, personalAccount.nickname);
  });
}

const pick = ({ account, nickname }: { account: string; nickname: string }) => ({ account, nickname });
