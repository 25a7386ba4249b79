import type { SideGroupDef, TopMenuDef } from '../menus';
import type { RouteNode } from '../route-model';
import { ACCOUNT_ROUTES } from './account';
import { BUSINESS_ROUTES } from './business';
import { ENGINE_ROUTES } from './engine';
import { HOME_ROUTES } from './home';
import { OPERATION_ROUTES } from './operation';
import { PROJECT_ROUTES } from './project';

/**
 * The console's part of the route table, put together from one file per menu: every route
 * behind the sign-in pages with its name, title, access, permission codes and menu placement.
 * Router, guard, top and side menus, breadcrumbs and redirects all derive from it. The router
 * adds it on the first visit of a console address (`discover-console.ts`), so the sign-in pages
 * load none of it. A later issue replaces a 'coming soon' leaf by giving it a `screen`.
 */

export const TOP_MENU_DEFS: readonly TopMenuDef[] = [
  { key: 'home', title: '首页', icon: 'home' },
  { key: 'project', title: '项目', icon: 'project' },
  { key: 'operation', title: '运营平台', icon: 'operation' },
  { key: 'business', title: '企业管理', icon: 'business' },
  { key: 'engine', title: '引擎平台', icon: 'engine' },
];

export const SIDE_GROUP_DEFS: readonly SideGroupDef[] = [
  { key: 'device', title: '设备相关', icon: 'robot' },
  { key: 'knowledge-graph', title: '知识图谱', icon: 'graph' },
  { key: 'skill', title: '技能管理', icon: 'apps' },
  { key: 'front-end', title: '前端管理', icon: 'layout' },
  { key: 'persona', title: '个性化设置', icon: 'persona' },
];

export const CONSOLE_TABLE: RouteNode[] = [
  {
    // The console and the robot player keep server state; the sign-in pages load none of it.
    screen: () => import('../../app/ServerStateLayout'),
    children: [
      {
        path: 'robot/:playerKey',
        name: 'robot-player',
        title: '机器人屏幕',
        access: 'public',
        screen: () => import('../../robot-player/RobotPlayerScreen'),
      },
      // Developer material: served by the dev server only, never in the built product.
      ...(import.meta.env.DEV
        ? [
            {
              path: 'dev/components',
              name: 'component-gallery',
              title: '组件库',
              access: 'public',
              screen: () => import('../../gallery/ComponentGallery'),
            } satisfies RouteNode,
          ]
        : []),
      {
        screen: () => import('../../shell/ConsoleLayout'),
        children: [
          {
            path: 'home',
            name: 'home',
            title: '首页',
            access: 'auth',
            children: [
              { index: true, redirect: 'first-menu' },
              PROJECT_ROUTES,
              ...HOME_ROUTES,
              OPERATION_ROUTES,
              BUSINESS_ROUTES,
            ],
          },
          ...ACCOUNT_ROUTES,
          ENGINE_ROUTES,
        ],
      },
    ],
  },
];
