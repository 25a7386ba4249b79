import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { RESOURCE_API, type ShareLevel } from '../../src/shared/api/resource-permissions';
import { UC } from '../../src/shared/api/uc';
import {
  BATCH_OPERATIONS,
  type BatchOperation,
  RESOURCE_FLAGS,
  RESOURCE_TYPES,
  type ResourceFlag,
} from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import { SessionCache } from '../auth/session-cache';
import { SessionStore } from '../auth/session-store';
import { ClusterBus } from '../cluster/cluster-bus';
import { projects } from '../db/schema';
import { createProject } from '../manager/test-support/fixtures';
import {
  type Caller,
  createManagerTestApp,
  type ManagerTestApp,
} from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { callerRights } from './caller-rights';
import { rowPermissions } from './resource-rules';
import { addMember } from './test-support/members';

/**
 * Resource types × operations × callers → allowed or refused. One resource is created by the
 * owner (a member whose role grants createAuth) and shared with two members (VIEW, EDIT); the
 * others: the enterprise administrator, a member without grant, a member whose role grants
 * accessAuth, editAuth and batchTagAuth on every type, and the administrator of another
 * enterprise. Every member holds the menus of every resource type, so grants and shares alone
 * tell them apart. PROJECT goes through its real calls; the other types (no calls yet) through
 * the rule set with the callers' rights loaded from the database, and the check calls.
 */
const CALLERS = [
  'owner',
  'administrator',
  'withoutGrant',
  'withGrant',
  'sharedView',
  'sharedEdit',
  'otherEnterprise',
] as const;
type Who = (typeof CALLERS)[number];

/** allowed: 200; refused: 403 (sees it, lacks the flag); unseen: 404 (cannot see it). */
type Outcome = 'allowed' | 'refused' | 'unseen';

const SHARE_OF: Partial<Record<Who, ShareLevel>> = { sharedView: 'VIEW', sharedEdit: 'EDIT' };

let app: ManagerTestApp;
let bus: ClusterBus;
/** The sessions as the app reads them, to load the callers' rights for the rule set. */
let sessions: SessionStore;
let callers: Record<Who, Caller>;
beforeAll(async () => {
  app = await createManagerTestApp();
  bus = ClusterBus.over(app.db, (error) => {
    throw error;
  });
  sessions = new SessionStore(app.db, app.clock, await SessionCache.over(bus, app.clock));
  callers = {
    owner: await addMember(app, '13900000101', { name: '项目创建者', grants: ['createAuth'] }),
    administrator: app.enterpriseA,
    withoutGrant: await addMember(app, '13900000102', { name: '访客' }),
    withGrant: await addMember(app, '13900000103', {
      name: '编辑',
      grants: ['accessAuth', 'editAuth', 'batchTagAuth'],
    }),
    sharedView: await addMember(app, '13900000104', { name: '共享查看' }),
    sharedEdit: await addMember(app, '13900000105', { name: '共享编辑' }),
    otherEnterprise: app.enterpriseC,
  };
}, TEST_APP_TIMEOUT_MS);
afterAll(async () => {
  await bus.close();
  await app.close();
});

const outcomeOf = (statusCode: number): Outcome | number =>
  statusCode === 200
    ? 'allowed'
    : statusCode === 403
      ? 'refused'
      : statusCode === 404
        ? 'unseen'
        : statusCode;

/** A new project of the owner, shared VIEW and EDIT with the two shared-with members. */
async function sharedProject(): Promise<string> {
  const { id } = await createProject(app, callers.owner, `矩阵项目${Math.random().toString(36).slice(2, 8)}`);
  const answer = await app.call(callers.owner, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: {
      resourceType: 'PROJECT',
      resourceId: id,
      shares: [
        { userId: callers.sharedView.userId, level: 'VIEW' },
        { userId: callers.sharedEdit.userId, level: 'EDIT' },
      ],
    },
  });
  expect(answer.statusCode).toBe(200);
  return id;
}

/** Runs `operation` as every caller, each on a fresh shared project, and collects the outcomes. */
async function outcomes(operation: (caller: Caller, id: string) => Promise<number>) {
  const row = {} as Record<Who, Outcome | number>;
  for (const who of CALLERS) row[who] = outcomeOf(await operation(callers[who], await sharedProject()));
  return row;
}

const row = (allowed: Who[], refused: Who[] = []): Record<Who, Outcome> =>
  Object.fromEntries(
    CALLERS.map((who) => [
      who,
      allowed.includes(who) ? 'allowed' : refused.includes(who) ? 'refused' : 'unseen',
    ]),
  ) as Record<Who, Outcome>;

const SEE: Who[] = ['owner', 'administrator', 'withGrant', 'sharedView', 'sharedEdit'];
const EDIT: Who[] = ['owner', 'administrator', 'withGrant', 'sharedEdit'];
const OWNING: Who[] = ['owner', 'administrator'];
const without = (all: Who[], some: Who[]) => all.filter((who) => !some.includes(who));

describe('permission matrix: PROJECT through its calls', () => {
  it('lists a project to those who may see it, and answers its detail to them only', async () => {
    expect(
      await outcomes(async (caller, id) => {
        const page = await app.call<Page<ProjectSummary>>(caller, {
          method: 'GET',
          url: PROJECT_API.page,
          query: { pageSize: '100' },
        });
        return page.body.data.content.some((project) => project.id === id) ? 200 : 404;
      }),
    ).toEqual(row(SEE));
    expect(
      await outcomes(
        async (caller, id) =>
          (await app.call(caller, { method: 'GET', url: PROJECT_API.detail, query: { id } })).statusCode,
      ),
    ).toEqual(row(SEE));
  });

  it('lets edit those holding editAuth; the others it sees are refused and the name stays', async () => {
    expect(
      await outcomes(async (caller, id) => {
        const before = (await app.db.select().from(projects).where(eq(projects.id, id)))[0].name;
        const answer = await app.call(caller, {
          method: 'POST',
          url: PROJECT_API.edit,
          payload: { id, name: '改过的名字' },
        });
        const after = (await app.db.select().from(projects).where(eq(projects.id, id)))[0].name;
        expect(after).toBe(answer.statusCode === 200 ? '改过的名字' : before);
        return answer.statusCode;
      }),
    ).toEqual(row(EDIT, without(SEE, EDIT)));
  });

  it('lets delete the owner and the administrator only', async () => {
    expect(
      await outcomes(async (caller, id) => {
        const answer = await app.call(caller, { method: 'DELETE', url: PROJECT_API.remove, query: { id } });
        const left = await app.db.select().from(projects).where(eq(projects.id, id));
        expect(left).toHaveLength(answer.statusCode === 200 ? 0 : 1);
        return answer.statusCode;
      }),
    ).toEqual(row(OWNING, without(SEE, OWNING)));
  });

  it('lets read and replace the shares those holding shareAuth', async () => {
    const expected = row(OWNING, without(SEE, OWNING));
    expect(
      await outcomes(
        async (caller, id) =>
          (
            await app.call(caller, {
              method: 'GET',
              url: RESOURCE_API.shares,
              query: { resourceType: 'PROJECT', resourceId: id },
            })
          ).statusCode,
      ),
    ).toEqual(expected);
    expect(
      await outcomes(
        async (caller, id) =>
          (
            await app.call(caller, {
              method: 'PUT',
              url: RESOURCE_API.share,
              payload: { resourceType: 'PROJECT', resourceId: id, shares: [] },
            })
          ).statusCode,
      ),
    ).toEqual(expected);
  });

  it('lets batch tag those holding batchTagAuth and editAuth, batch share those holding batchShareAuth and shareAuth', async () => {
    expect(
      await outcomes(
        async (caller, id) =>
          (
            await app.call(caller, {
              method: 'PUT',
              url: RESOURCE_API.batchTag,
              payload: { resourceType: 'PROJECT', resourceIds: [id], tags: ['矩阵'] },
            })
          ).statusCode,
      ),
    ).toEqual(row(EDIT, without(SEE, EDIT)));
    expect(
      await outcomes(
        async (caller, id) =>
          (
            await app.call(caller, {
              method: 'PUT',
              url: RESOURCE_API.batchShare,
              payload: {
                resourceType: 'PROJECT',
                resourceIds: [id],
                shares: [{ userId: callers.withoutGrant.userId, level: 'VIEW' }],
              },
            })
          ).statusCode,
      ),
    ).toEqual(row(OWNING, without(SEE, OWNING)));
  });

  it('lets create those the rules give createAuth', async () => {
    const created = {} as Record<Who, Outcome | number>;
    for (const who of CALLERS) {
      const answer = await app.call(callers[who], {
        method: 'PUT',
        url: PROJECT_API.create,
        payload: { name: '新建矩阵项目' },
      });
      created[who] = outcomeOf(answer.statusCode);
    }
    expect(created).toEqual(
      row(
        ['owner', 'administrator', 'otherEnterprise'],
        without([...CALLERS], ['owner', 'administrator', 'otherEnterprise']),
      ),
    );
  });
});

/** The batch operations each caller passes on a type, through checkOperationAuthorize. */
async function checkedOperations(who: Who, resourceType: string): Promise<BatchOperation[]> {
  const passed: BatchOperation[] = [];
  for (const operationType of BATCH_OPERATIONS) {
    const answer = await app.call<boolean>(callers[who], {
      method: 'GET',
      url: UC.checkOperationAuthorize,
      query: { operationType, resourceType },
    });
    if (answer.body.data) passed.push(operationType);
  }
  return passed;
}

/** The caller as their calls see them: their session and what their roles give them, from the database. */
async function scopedUser(caller: Caller): Promise<ScopedUser> {
  const token = caller.headers.authorization.replace('Bearer ', '');
  const user = await sessions.resolve(token);
  if (!user?.tenantId) throw new Error('the caller is not signed in to an enterprise');
  return { ...user, scope: { kind: 'enterprise', tenantId: user.tenantId } };
}

const ALL_FLAGS = [...RESOURCE_FLAGS];
const EDIT_FLAGS: ResourceFlag[] = ['editAuth', 'accessAuth', 'batchTagAuth'];

describe('permission matrix: every resource type', () => {
  it('passes NEW, BATCH_TAG and BATCH_SHARE by the rules on PROJECT', async () => {
    const passed = {} as Record<Who, BatchOperation[]>;
    for (const who of CALLERS) passed[who] = await checkedOperations(who, 'PROJECT');
    expect(passed).toEqual({
      owner: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
      administrator: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
      withoutGrant: [],
      withGrant: ['BATCH_TAG'],
      sharedView: [],
      // Something is shared with them to edit: they may tag it.
      sharedEdit: ['BATCH_TAG'],
      otherEnterprise: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
    });
  });

  for (const resourceType of RESOURCE_TYPES.filter((type) => type !== 'PROJECT')) {
    it(`computes the flags on a ${resourceType} of the owner, and passes its batch operations`, async () => {
      const flags = {} as Record<Who, ResourceFlag[]>;
      const passed = {} as Record<Who, BatchOperation[]>;
      for (const who of CALLERS) {
        const rights = callerRights(await scopedUser(callers[who]), resourceType);
        // Another enterprise's rows never reach the rules: every query is scoped first.
        const permissions =
          who === 'otherEnterprise'
            ? null
            : rowPermissions(rights, { ownerId: callers.owner.userId, share: SHARE_OF[who] ?? null });
        flags[who] = ALL_FLAGS.filter((flag) => permissions?.[flag]);
        passed[who] = await checkedOperations(who, resourceType);
      }
      expect(flags).toEqual({
        owner: ALL_FLAGS,
        administrator: ALL_FLAGS,
        withoutGrant: [],
        withGrant: EDIT_FLAGS,
        sharedView: ['accessAuth'],
        sharedEdit: EDIT_FLAGS,
        otherEnterprise: [],
      });
      expect(passed).toEqual({
        owner: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
        administrator: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
        withoutGrant: [],
        withGrant: ['BATCH_TAG'],
        // No resource of the type exists to be shared with them yet.
        sharedView: [],
        sharedEdit: [],
        otherEnterprise: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'],
      });
    });
  }
});
