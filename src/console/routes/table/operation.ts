import type { RouteNode } from '../route-model';

const operationLayout = () =>
  import('../../shell/side-menu-layouts').then((m) => ({ default: m.OperationLayout }));

/** 运营平台: Q&A marking, analysis and visitor records, under their side menu. */
export const OPERATION_ROUTES: RouteNode = {
  path: 'operation-platform',
  name: 'operation-platform',
  title: '运营平台',
  permissions: ['OPERATION'],
  screen: operationLayout,
  children: [
    { index: true, redirect: 'first-child' },
    {
      path: 'mark/:projectID?',
      screen: () => import('../../operation/MarkScreen'),
      title: '问答标注',
      summary: '标注机器人答错或没答上的问题，持续优化问答效果。',
      permissions: ['QA_MARK'],
      topMenu: { menu: 'operation', icon: 'mark' },
      sideMenu: { menu: 'operation', icon: 'mark' },
    },
    {
      path: 'analysis/:projectID?',
      screen: () => import('../../operation/AnalysisScreen'),
      title: '问答分析',
      summary: '从提问量、命中率与热点问题看清对话效果。',
      permissions: ['QA_ANALYZE'],
      topMenu: { menu: 'operation', icon: 'chart' },
      sideMenu: { menu: 'operation', icon: 'chart' },
    },
    {
      path: 'visitor/:projectID?',
      screen: () => import('../../operation/VisitorScreen'),
      title: '访客记录',
      summary: '查看机器人接待过的访客与对话记录。',
      permissions: ['VISIT_RECORD'],
      topMenu: { menu: 'operation', icon: 'history' },
      sideMenu: { menu: 'operation', icon: 'history' },
    },
  ],
};
