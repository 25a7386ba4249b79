import type { Notice } from './send-message';

/** The texts of the messages the platform sends when something happens to an account. */
export const NOTICES = {
  accountCreatedByQr: (account: string): Notice => ({
    kind: 'account_created',
    title: '账号已为您创建',
    body:
      `您已通过微信扫码注册机器人开放平台，登录手机号为 ${account}。` +
      '如需使用手机号和密码登录，请在登录页点击“忘记密码”设置密码。完成实名认证或企业认证后即可创建机器人项目。',
  }),
  personalPassed: (realName: string): Notice => ({
    kind: 'certification',
    title: '实名认证已通过',
    body: `您提交的个人实名认证（${realName}）已审核通过。`,
  }),
  personalRefused: (realName: string, reason: string): Notice => ({
    kind: 'certification',
    title: '实名认证未通过',
    body: `您提交的个人实名认证（${realName}）未通过审核，原因：${reason}。请在“认证”页面修改后重新提交。`,
  }),
  enterprisePassed: (enterpriseName: string): Notice => ({
    kind: 'certification',
    title: '企业认证已通过',
    body:
      `您提交的企业认证（${enterpriseName}）已审核通过。您已成为该企业的管理员，` +
      '可在右上角用户菜单中切换到企业身份，管理企业的项目、账号与角色。',
  }),
  enterpriseRefused: (enterpriseName: string, reason: string): Notice => ({
    kind: 'certification',
    title: '企业认证未通过',
    body: `您提交的企业认证（${enterpriseName}）未通过审核，原因：${reason}。请在“认证”页面修改后重新提交。`,
  }),
};
