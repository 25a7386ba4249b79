import { AuthScreen } from '../../auth/AuthScreen';
import type { RouteNode } from '../route-model';

/**
 * The routes the first load knows: the sign-in pages, and the catch-all that sends anything
 * else home. The console's routes (`console.ts`) are added on the first visit of one of them.
 */
export const SIGN_IN_TABLE: RouteNode[] = [
  { index: true, redirect: '/login' },
  { path: 'login', name: '登录', title: '登录', access: 'logout', element: <AuthScreen mode="login" /> },
  {
    path: 'register',
    name: '注册',
    title: '注册',
    access: 'logout',
    element: <AuthScreen mode="register" />,
  },
  {
    path: 'retrievePassword',
    name: 'retrieve-password',
    title: '找回密码',
    access: 'public',
    screen: () => import('../../auth/RetrievePasswordPage'),
  },
  {
    path: 'invitation',
    name: 'invitation',
    title: '接受邀请',
    access: 'public',
    screen: () => import('../../auth/InvitationPage'),
  },
  { path: '*', redirect: '/home' },
];
