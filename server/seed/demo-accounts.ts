/**
 * The demo data every start makes sure of (printed at start, listed in the README). The admin and
 * the personal user have a messaging account bound, so the outbox can scan as them (QR login).
 */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ENTERPRISE = '示例科技有限公司';

export const DEMO_ACCOUNTS = {
  admin: {
    account: '13800000001',
    nickname: '演示管理员',
    role: '企业管理员（已认证，全部菜单）',
    wechatUnionid: 'demo-wx-admin',
  },
  personal: {
    account: '13800000002',
    nickname: '演示个人用户',
    role: '个人用户（无企业，已实名认证）',
    wechatUnionid: 'demo-wx-personal',
  },
  colleague: {
    account: '13800000003',
    nickname: '运营专员小林',
    role: '企业成员（运营专员：只看到共享给自己的项目）',
  },
  reviewer: { account: '13800000009', nickname: '平台审核员', role: '平台审核员' },
} as const;
