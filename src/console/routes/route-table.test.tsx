// @vitest-environment jsdom
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MENU_CODES, type MenuCode, PERSONAL_MENU_CODES } from '../../shared/permissions';
import { CONSOLE_ROUTE_OBJECTS } from './console-branch';
import { CONSOLE_ROUTES, CONSOLE_SIDE_MENUS, CONSOLE_TOP_MENUS } from './console-menus';
import { decideGuard } from './guard';
import {
  entryNames,
  firstMenuPath,
  isMenuActive,
  linkTarget,
  permittedSideMenu,
  permittedTopMenus,
} from './menus';
import type { RouteMeta } from './route-model';
import { routeObjectsOf } from './route-objects';
import { resolveRoutes, walkRoutes } from './route-tree';
import { SIGN_IN_TABLE } from './table/sign-in';

const ALL = new Set<MenuCode>(MENU_CODES);
const PERSONAL = new Set<MenuCode>(PERSONAL_MENU_CODES);
/** The sign-in routes of the first load with the console's routes added, as the router holds them. */
const routeObjects = [...routeObjectsOf(resolveRoutes(SIGN_IN_TABLE)), ...CONSOLE_ROUTE_OBJECTS];

/** The metas of the routes an address matches, root first: what the guard sees. */
function metasOf(path: string): RouteMeta[] {
  return (matchRoutes(routeObjects, path) ?? []).map((match) => match.route.handle as RouteMeta);
}

const leafName = (path: string): string => metasOf(path).at(-1)?.name ?? '';

describe('the route table covers both spec documents', () => {
  const paths = [
    '/login',
    '/register',
    '/retrievePassword',
    '/certification',
    '/my-center',
    '/message-center',
    '/403/home',
    '/engine-platform/visual-semantics',
    '/home/project-management',
    '/home/project-management/7_展厅/overview',
    '/home/project-management/7_展厅/device-management/pay',
    '/home/project-management/7_展厅/device-management/AK-1',
    '/home/project-management/7_展厅/knowledge-graph/3_图谱',
    '/home/project-management/7_展厅/skill-store/patrol/12',
    '/home/project-management/7_展厅/skill-store/questionnaire',
    '/home/project-management/7_展厅/scene-skill/5',
    '/home/project-management/7_展厅/action-management/9/main',
    '/home/project-management/7_展厅/ui-configuration/globalSetting/3',
    '/home/project-management/7_展厅/ui-configuration/publish/3',
    '/home/project-management/7_展厅/hotWord/fileManage/1/词表',
    '/home/project-management/7_展厅/graph-template/general-template-library',
    '/home/remote-monitoring/remote-view',
    '/home/operation-platform/mark/7_展厅',
    '/home/operation-platform/visitor',
    '/home/skill-store/detail/patrol',
    '/home/business-management/account/create',
    '/home/business-management/role/admin',
    '/home/business-management/operation-log',
  ];

  it.each(paths)('%s has its own named route', (path) => {
    const metas = metasOf(path);
    expect(metas.length).toBeGreaterThan(0);
    expect(leafName(path)).not.toBe('');
  });

  it('names the spec-named routes as the spec does', () => {
    expect(leafName('/login')).toBe('登录');
    expect(leafName('/register')).toBe('注册');
    expect(leafName('/message-center')).toBe('消息中心');
    expect(metasOf('/home/skill-store').some((meta) => meta.name === 'home')).toBe(true);
  });

  it('gives every route a unique name, except index routes sharing their area', () => {
    const names = [...walkRoutes(CONSOLE_ROUTES)]
      .filter((route) => route.node.path)
      .map((route) => route.meta.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets the guard refuse the personal role the enterprise administration', () => {
    const personal = { isLogin: true, menuStatus: 'loaded' as const, menuPermission: PERSONAL_MENU_CODES };
    expect(decideGuard(metasOf('/home/business-management/account'), personal)).toMatchObject({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideGuard(metasOf('/home/project-management/7_展厅/face-library'), personal)).toEqual({
      kind: 'allow',
    });
  });
});

describe('menus derived from the table', () => {
  it('shows the five top menus to a user holding every code', () => {
    expect(permittedTopMenus(CONSOLE_TOP_MENUS, ALL).map((menu) => menu.title)).toEqual([
      '首页',
      '项目',
      '运营平台',
      '企业管理',
      '引擎平台',
    ]);
  });

  it('hides a top menu without permitted entries, but never the fixed engine menu', () => {
    expect(permittedTopMenus(CONSOLE_TOP_MENUS, PERSONAL).map((menu) => menu.title)).not.toContain(
      '企业管理',
    );
    expect(permittedTopMenus(CONSOLE_TOP_MENUS, new Set()).map((menu) => menu.title)).toEqual(['引擎平台']);
  });

  it('needs the codes of the whole chain for an entry', () => {
    const business = permittedTopMenus(
      CONSOLE_TOP_MENUS,
      new Set<MenuCode>(['TENANT_MANAGEMENT', 'ROLE']),
    ).find((menu) => menu.key === 'business');
    expect(business?.items.map((link) => link.title)).toEqual(['企业信息', '角色管理', '操作日志']);
  });

  it('hides a side-menu group whose entries are all refused', () => {
    const without = new Set<MenuCode>([...MENU_CODES].filter((code) => code !== 'DEVICE_RELATED'));
    const titles = permittedSideMenu(CONSOLE_SIDE_MENUS.project, without).map((entry) => entry.title);
    expect(titles).not.toContain('设备相关');
    expect(titles).toEqual([
      '概览',
      '地图管理',
      '知识问答库',
      '知识图谱',
      '技能管理',
      '人脸库',
      '前端管理',
      '个性化设置',
    ]);
    expect(permittedSideMenu(CONSOLE_SIDE_MENUS.enterprise, ALL).map((entry) => entry.title)).toEqual([
      '账号管理',
      '角色管理',
    ]);
    expect(permittedSideMenu(CONSOLE_SIDE_MENUS.operation, ALL).map((entry) => entry.title)).toEqual([
      '问答标注',
      '问答分析',
      '访客记录',
    ]);
  });

  it('marks an item active when the route name starts with its or a child’s name', () => {
    const project = CONSOLE_TOP_MENUS.find((menu) => menu.key === 'project');
    const business = CONSOLE_TOP_MENUS.find((menu) => menu.key === 'business');
    if (!project || !business) throw new Error('menus missing');
    const inProject = leafName('/home/project-management/7_展厅/device-management/pay');
    expect(isMenuActive(inProject, entryNames(project))).toBe(true);
    expect(isMenuActive(inProject, entryNames(business))).toBe(false);
    expect(isMenuActive(leafName('/home/business-management/account/create'), entryNames(business))).toBe(
      true,
    );
  });

  it('fills a side-menu link with the current project', () => {
    const overview = CONSOLE_SIDE_MENUS.project[0];
    if (overview.kind !== 'link') throw new Error('overview is a link');
    expect(linkTarget(overview, { projectID: '7_展厅' })).toBe(
      `/home/project-management/${encodeURIComponent('7_展厅')}/overview`,
    );
  });

  it('sends /home to the first permitted console menu', () => {
    expect(firstMenuPath(permittedTopMenus(CONSOLE_TOP_MENUS, ALL))).toBe(
      '/home/remote-monitoring/monitoring-platform',
    );
    expect(firstMenuPath(permittedTopMenus(CONSOLE_TOP_MENUS, new Set<MenuCode>(['PROJECT'])))).toBe(
      '/home/project-management',
    );
    expect(firstMenuPath(permittedTopMenus(CONSOLE_TOP_MENUS, new Set()))).toBeNull();
  });
});
