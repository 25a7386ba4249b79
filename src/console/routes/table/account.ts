import type { RouteNode } from '../route-model';

/** The signed-in user's own pages, reached from the header rather than a menu. */
export const ACCOUNT_ROUTES: RouteNode[] = [
  {
    path: 'certification',
    name: 'certification',
    title: '实名认证',
    access: 'auth',
    screen: () => import('../../certification/CertificationScreen'),
  },
  {
    path: 'review',
    name: 'review',
    title: '认证审核',
    access: 'auth',
    screen: () => import('../../review/ReviewScreen'),
  },
  {
    path: 'my-center',
    name: 'my-center',
    title: '个人中心',
    access: 'auth',
    screen: () => import('../../my-center/MyCenterScreen'),
  },
  {
    path: 'message-center',
    name: '消息中心',
    title: '消息中心',
    access: 'auth',
    screen: () => import('../../message-center/MessageCenterScreen'),
  },
  {
    path: '403/:routeName',
    name: '403',
    title: '无权访问',
    access: 'public',
    screen: () => import('../../pages/ForbiddenPage'),
  },
];
