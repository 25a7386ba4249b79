import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createManagerTestApp,
  type ManagerTestApp,
} from '../server/manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../server/test-support/test-app';
import { createRole, invite, setRole } from '../server/uc/enterprise/test-support/enterprise-calls';
import { CONSOLE_SIDE_MENUS } from '../src/console/routes/console-menus';
import { permittedSideMenu } from '../src/console/routes/menus';
import { mayOpen } from '../src/console/routes/route-access';
import { UC } from '../src/shared/api/uc';
import { MENU_CODES, type MenuCode } from '../src/shared/permissions';

/**
 * Roles × menu codes × calls: what a role grants is what the product does. The menus the console
 * draws, the route guard and every kg/v1 call read the same codes (authMenus, from the role).
 */
const UUID = '00000000-0000-4000-8000-000000000000';
const KG_PAGE = `/home/project-management/${encodeURIComponent(`${UUID}_展厅`)}/knowledge-graph`;
const WITHOUT_KG = MENU_CODES.filter((code) => !['KG', 'KG_BASE', 'KG_TEMPLATE'].includes(code));

/** Every kg/v1 route the server registered (read from Fastify's route tree), with a fake id. */
function kgCalls(app: ManagerTestApp): InjectOptions[] {
  const calls: InjectOptions[] = [];
  const parents: string[] = [];
  for (const line of app.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents[depth] = (parents[depth - 1] ?? '') + match[2];
    const path = parents[depth];
    if (!path.startsWith('/kg/v1/') || !match[3]) continue;
    for (const method of match[3].split(', ').filter((one) => one !== 'HEAD')) {
      calls.push({
        method: method as InjectOptions['method'],
        url: path.replace(/:\w+/g, UUID),
        query: { kgBaseId: UUID },
      });
    }
  }
  return calls;
}

let app: ManagerTestApp;
let member: Caller;
let roleId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  roleId = await createRole(app, '无图谱角色', WITHOUT_KG);
  member = await invite(app, '13700000101', [roleId]);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

async function heldCodes(): Promise<Set<MenuCode>> {
  return new Set((await app.call<MenuCode[]>(member, { url: UC.authMenus })).body.data);
}

async function kgStatuses(): Promise<number[]> {
  const statuses: number[] = [];
  for (const call of kgCalls(app)) {
    const answer = await app.app.inject({ ...call, headers: member.headers });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

const projectMenuNames = (held: Set<MenuCode>) =>
  permittedSideMenu(CONSOLE_SIDE_MENUS.project, held).map((entry) => ('title' in entry ? entry.title : ''));

describe('a role without KG', () => {
  it('shows no 知识图谱 menu, the route guard refuses the page, and every kg/v1 call answers 403', async () => {
    const held = await heldCodes();
    expect(held.has('KG')).toBe(false);
    expect(projectMenuNames(held)).not.toContain('知识图谱');
    expect(projectMenuNames(held)).toContain('知识问答库');
    expect(mayOpen(KG_PAGE, held)).toBe(false);
    const statuses = await kgStatuses();
    expect(statuses.length).toBeGreaterThan(30);
    expect(new Set(statuses)).toEqual(new Set([403]));
  });

  it('granted back, restores the menu, the page and the calls on the next request', async () => {
    await setRole(app, roleId, '无图谱角色', [...MENU_CODES]);
    const held = await heldCodes();
    expect(projectMenuNames(held)).toContain('知识图谱');
    expect(mayOpen(KG_PAGE, held)).toBe(true);
    const statuses = await kgStatuses();
    expect(statuses).not.toContain(403);
    expect(statuses).not.toContain(500);
  });
});
