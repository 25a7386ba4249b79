import type { RouteNode } from '../route-model';

/** 首页: the monitoring platform, the remote view and the skill store. */
export const HOME_ROUTES: RouteNode[] = [
  {
    path: 'remote-monitoring',
    name: 'remote-monitoring',
    title: '远程监控',
    permissions: ['MONITOR'],
    children: [
      { index: true, redirect: '/home/remote-monitoring/monitoring-platform' },
      {
        path: 'monitoring-platform',
        title: '监控平台',
        summary: '实时查看机器人的在线状态、电量与运行告警。',
        topMenu: { menu: 'home', icon: 'dashboard' },
        screen: () => import('../../monitoring/MonitoringScreen'),
      },
      {
        path: 'remote-view',
        title: '远程查看',
        summary: '远程查看机器人画面并下发控制指令。',
        // Watching needs MONITOR (the parent's); the controls show, and the server obeys, with REMOTE_CONTROL.
        topMenu: { menu: 'home', icon: 'robot' },
        screen: () => import('../../monitoring/remote/RemoteViewScreen'),
      },
    ],
  },
  {
    path: 'skill-store',
    name: 'skill-store',
    title: '技能商店',
    permissions: ['SHOP_SKILL'],
    topMenu: { menu: 'home', icon: 'apps' },
    children: [
      {
        index: true,
        summary: '浏览平台提供的现成技能，一键添加到项目。',
        screen: () => import('../../skill-store/SkillStoreScreen'),
      },
      {
        path: 'detail/:skillStoreCode',
        title: '技能详情',
        screen: () => import('../../skill-store/SkillStoreDetailScreen'),
      },
    ],
  },
];
