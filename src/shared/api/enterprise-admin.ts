import { z } from 'zod';
import {
  MENU_CODES,
  type MenuCode,
  RESOURCE_FLAGS,
  RESOURCE_TYPES,
  type ResourceFlag,
  type ResourceType,
} from '../permissions';
import { REGISTER_PASSWORD_PATTERN } from '../validators/account';
import { pageQuery } from './paging';
import { phoneField } from './uc';
import { LOGO_IMAGE_PATH } from './uc-account';

/**
 * 企业管理 (/business-management): roles, accounts, the operation log, enterprise information and
 * the permission explainer. Every call but the invitation's answers only in the enterprise scope
 * to a holder of TENANT_MANAGEMENT and the call's own menu (ROLE, ACCOUNT).
 */
export const TENANT_API = {
  roles: '/uc/v1/tenant/roles', // GET → RoleSummary[]; POST RoleCreateBody → RoleSummary
  role: '/uc/v1/tenant/role', // GET ?id → RoleDetail; PUT RoleUpdateBody; DELETE ?id
  roleCopy: '/uc/v1/tenant/role/copy', // POST RoleCopyBody → RoleSummary
  accounts: '/uc/v1/tenant/accounts', // GET AccountQuery → Page<AccountSummary>
  account: '/uc/v1/tenant/account', // GET ?id → AccountDetail; POST AccountCreateBody; DELETE AccountRemoveBody
  accountRoles: '/uc/v1/tenant/account/roles', // PUT AccountRolesBody
  accountState: '/uc/v1/tenant/account/state', // PUT AccountStateBody
  accountReset: '/uc/v1/tenant/account/resetPassword', // PUT { id }: a new invitation, sessions end
  operationLog: '/uc/v1/tenant/operationLog', // GET OperationLogQuery → LogPage
  operationLogExport: '/uc/v1/tenant/operationLog/export', // GET OperationLogQuery → xlsx
  operationLogActions: '/uc/v1/tenant/operationLog/actions', // GET → string[]: the actions the log holds
  info: '/uc/v1/tenant/info', // GET → EnterpriseInfo; PUT EnterpriseInfoBody
  /** Any member in the enterprise scope: the logo the shell header shows beside the enterprise's name. */
  logo: '/uc/v1/tenant/logo', // GET → EnterpriseLogo
  logoUpload: '/uc/v1/tenant/logo/upload', // POST multipart `file` (jpg/png ≤ 2 MB) → EnterpriseLogo; saved with info
  explain: '/uc/v1/tenant/explain', // GET ExplainQuery → FlagExplanation[]
  /** Public: the invited person sets a password with the SMS code and is signed in. */
  invitationAccept: '/uc/v1/user/invitation/accept', // POST InvitationBody → { token }
} as const;

export const ENTERPRISE_MSG = {
  notEnterprise: '请切换到企业身份后再管理企业',
  roleMissing: '角色不存在',
  roleNameTaken: '企业中已有同名角色',
  roleInUse: (names: string[]) => `角色仍有成员（${names.join('、')}），请先为他们更换角色`,
  administratorRoleFixed: '企业管理员角色拥有全部权限，不能修改或删除',
  accountMissing: '账号不存在',
  accountTaken: '该手机号已是其他企业的成员',
  alreadyMember: '该手机号已是本企业的成员',
  personalAccount: '该手机号已注册个人账号，加入企业需本人同意，暂不能直接添加',
  lastAdministrator: '企业至少需要一位可用的管理员，不能移除或停用最后一位管理员',
  heirRequired: '请选择接收其资源的同事',
  heirInvalid: '接收资源的同事须是本企业的其他可用成员',
  invitationWrong: '邀请码错误或已过期',
  accountDisabled: '账号已停用，请联系企业管理员',
  invited: (phone: string) => `邀请短信已发送至 ${phone}`,
  roleSaved: '角色已保存',
  infoSaved: '企业信息已保存',
  logoInvalid: '请上传企业标志图片',
} as const;

const id = z.string({ error: '请求参数有误' }).trim().min(1).max(64);
const roleName = z
  .string({ error: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(20, '角色名称不能超过20个字符');
const personName = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .max(20, '姓名不能超过20个字符');
const grants = z.partialRecord(
  z.enum(RESOURCE_TYPES),
  z.array(z.enum(RESOURCE_FLAGS)).max(RESOURCE_FLAGS.length),
);

export const idQuery = z.object({ id });
export const roleCreateBody = z.object({ name: roleName });
export const roleCopyBody = z.object({ id, name: roleName });
export const roleUpdateBody = z.object({
  id,
  name: roleName,
  menuCodes: z.array(z.enum(MENU_CODES)).max(MENU_CODES.length),
  grants,
});
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const ACCOUNT_STATES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
export const ACCOUNT_STATE_NAMES: Record<AccountState, string> = {
  INVITED: '待激活',
  ACTIVE: '正常',
  DISABLED: '已停用',
};

export const accountQuery = pageQuery.extend({
  keyword: z.string().trim().max(30).optional(),
  roleId: id.optional(),
  state: z.enum(ACCOUNT_STATES).optional(),
});
export const accountCreateBody = z.object({
  account: phoneField,
  nickname: personName,
  roleIds: z.array(id).min(1, '请至少选择一个角色').max(20),
});
export type AccountCreateBody = z.input<typeof accountCreateBody>;
export const accountRolesBody = z.object({ id, roleIds: z.array(id).max(20) });
export const accountStateBody = z.object({ id, enabled: z.boolean({ error: '请求参数有误' }) });
export const accountRemoveBody = z.object({ id, heirId: id.optional() });

export const invitationBody = z.object({
  account: phoneField,
  code: z
    .string({ error: '请输入邀请码' })
    .trim()
    .regex(/^\d{6}$/, '请输入短信中的6位邀请码'),
  password: z.string({ error: '请输入密码' }).regex(REGISTER_PASSWORD_PATTERN, '请输入8-20位的数字字母密码'),
});
export type InvitationBody = z.input<typeof invitationBody>;

export interface RoleSummary {
  id: string;
  name: string;
  administrator: boolean;
  menuCodes: MenuCode[];
  memberCount: number;
}
export interface RoleMember {
  userId: string;
  nickname: string;
  account: string;
}
export interface RoleDetail extends RoleSummary {
  grants: Partial<Record<ResourceType, ResourceFlag[]>>;
  members: RoleMember[];
}

export interface AccountSummary {
  id: string;
  account: string;
  nickname: string;
  state: AccountState;
  roles: { id: string; name: string }[];
  administrator: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}
export interface OwnedCount {
  resourceType: ResourceType;
  count: number;
}
export interface AccountDetail extends AccountSummary {
  owned: OwnedCount[];
  signIns: { at: string; address: string | null; result: string; method: string }[];
}

/** 操作日志: filters by person, area (the action's first part), action and period. */
export const operationLogQuery = pageQuery.extend({
  userId: id.optional(),
  area: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z]*$/)
    .optional(),
  action: z.string().trim().max(80).optional(),
  from: z.iso.datetime({ offset: true, error: '请求参数有误' }).optional(),
  to: z.iso.datetime({ offset: true, error: '请求参数有误' }).optional(),
});
export type OperationLogQuery = z.input<typeof operationLogQuery>;

/** Past this many matching entries the total is given as at least this (counting all would be slow). */
export const LOG_COUNT_CAP = 10_000;
/** One export holds at most this many entries (newest first). */
export const LOG_EXPORT_MAX = 100_000;

export interface LogEntry {
  id: number;
  at: string;
  userId: string | null;
  account: string | null;
  nickname: string | null;
  action: string;
  address: string | null;
  detail: Record<string, unknown> | null;
}
export interface LogPage {
  content: LogEntry[];
  size: number;
  number: number;
  totalElements: number;
  /** totalElements is LOG_COUNT_CAP and more entries match. */
  totalCapped: boolean;
}

/** The areas the console names in the log (the action's first part). */
export const LOG_AREA_NAMES: Record<string, string> = {
  user: '账号与登录',
  tenant: '企业管理',
  project: '项目',
  qa: '问答库',
  kg: '知识图谱',
  intent: '意图',
  dictionary: '词典',
  action: '动作',
  faceGroup: '人脸库',
  storeSkill: '商店技能',
  sceneSkill: '场景技能',
  baseConfiguration: '基础配置',
  robotSetting: '设备人设',
  map: '地图',
  homepage: '应用UI配置',
  myPage: '我的页面',
  alarm: '告警',
  speaker: '发音人',
  hotWord: '热词',
  reveal: '个性兜底',
  resource: '共享与标签',
  material: '素材库',
  device: '设备',
  certification: '认证',
  message: '消息',
  sms: '短信',
};

export const enterpriseInfoBody = z.object({
  /** A picture uploaded with logoUpload (`logo/<sha256>.png`), or none. */
  logoUrl: z.string().regex(LOGO_IMAGE_PATH, ENTERPRISE_MSG.logoInvalid).nullable(),
  contactName: z.string().trim().max(20, '联系人不能超过20个字符'),
  contactPhone: z.string().trim().max(20, '联系电话不能超过20个字符'),
  address: z.string().trim().max(100, '地址不能超过100个字符'),
});
export type EnterpriseInfoBody = z.input<typeof enterpriseInfoBody>;
export interface EnterpriseInfo extends z.output<typeof enterpriseInfoBody> {
  name: string;
  /** From the approved certification: fixed here; a change goes through certification again. */
  certified: { name: string; licenceNo: string | null; status: string | null };
  history: LogEntry[];
}

export const explainQuery = z.object({
  userId: id,
  resourceType: z.enum(RESOURCE_TYPES),
  resourceId: id.optional(),
});

/** What decided one flag (the first rule that gives it, or why none does). */
export type FlagReason =
  | { rule: 'menuMissing'; menuCode: MenuCode }
  | { rule: 'administrator' }
  | { rule: 'owner' }
  | { rule: 'roleGrant'; roles: string[] }
  | { rule: 'roleSight'; roles: string[] }
  | { rule: 'share'; level: 'VIEW' | 'EDIT'; sharedBy: string | null }
  | { rule: 'typeFlag' }
  | { rule: 'none' };
export interface FlagExplanation {
  flag: ResourceFlag;
  allowed: boolean;
  reason: FlagReason;
}
export interface Explanation {
  nickname: string;
  resourceName: string | null;
  flags: FlagExplanation[];
}

export interface EnterpriseLogo {
  logoUrl: string | null;
}
