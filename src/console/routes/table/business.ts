import type { RouteNode } from '../route-model';

const enterpriseLayout = () =>
  import('../../shell/side-menu-layouts').then((m) => ({ default: m.EnterpriseLayout }));

/** 企业管理: the enterprise's information, accounts, roles and operation log. */
export const BUSINESS_ROUTES: RouteNode = {
  path: 'business-management',
  name: 'business-management',
  title: '企业管理',
  permissions: ['TENANT_MANAGEMENT'],
  children: [
    { index: true, redirect: 'first-child' },
    {
      path: 'info',
      title: '企业信息',
      summary: '查看和维护企业的认证资料。',
      screen: () => import('../../business/EnterpriseInfoScreen'),
      topMenu: { menu: 'business', icon: 'business' },
    },
    {
      screen: enterpriseLayout,
      children: [
        {
          path: 'account',
          title: '账号管理',
          permissions: ['ACCOUNT'],
          topMenu: { menu: 'business', icon: 'user' },
          sideMenu: { menu: 'enterprise', icon: 'user' },
          children: [
            {
              index: true,
              summary: '为企业成员开设账号并分配角色。',
              screen: () => import('../../business/AccountListScreen'),
            },
            { path: 'create', title: '新建账号', screen: () => import('../../business/AccountCreateScreen') },
            { path: ':userid', title: '账号详情', screen: () => import('../../business/AccountScreen') },
          ],
        },
        {
          path: 'role',
          title: '角色管理',
          permissions: ['ROLE'],
          topMenu: { menu: 'business', icon: 'role' },
          sideMenu: { menu: 'enterprise', icon: 'role' },
          children: [
            {
              index: true,
              summary: '定义角色并配置它能使用的功能。',
              screen: () => import('../../business/RoleListScreen'),
            },
            { path: ':role', title: '功能权限', screen: () => import('../../business/RoleScreen') },
          ],
        },
      ],
    },
    {
      path: 'operation-log',
      title: '操作日志',
      summary: '追溯企业成员在平台上的每一次操作。',
      screen: () => import('../../business/OperationLogScreen'),
      topMenu: { menu: 'business', icon: 'history' },
    },
  ],
};
