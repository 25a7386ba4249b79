import type {
  AccountCreateBody,
  AccountDetail,
  AccountState,
  AccountSummary,
  EnterpriseInfo,
  EnterpriseInfoBody,
  EnterpriseLogo,
  LogPage,
  OperationLogQuery,
  RoleDetail,
  RoleSummary,
  RoleUpdateBody,
} from '../../shared/api/enterprise-admin';
import { TENANT_API } from '../../shared/api/enterprise-admin';
import type { Page, PageQuery } from '../../shared/api/paging';
import { downloadBlob } from '../api/download';
import { http, UPLOAD_CALL } from '../api/http';

type Query = Record<string, string | number>;

/** Drops the filters left empty, so the address carries only what was chosen. */
const filled = (query: object): Query =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Query;

/** 企业管理's calls (contract in shared/api/enterprise-admin.ts). */
export const businessApi = {
  roles: () => http.get<RoleSummary[]>(TENANT_API.roles),
  role: (id: string) => http.get<RoleDetail>(TENANT_API.role, { id }),
  createRole: (name: string) => http.post<RoleSummary>(TENANT_API.roles, { name }),
  copyRole: (id: string, name: string) => http.post<RoleSummary>(TENANT_API.roleCopy, { id, name }),
  saveRole: (body: RoleUpdateBody) => http.put<null>(TENANT_API.role, body),
  deleteRole: (id: string) => http.delete<null>(`${TENANT_API.role}?id=${encodeURIComponent(id)}`),

  accounts: (query: PageQuery & { keyword?: string; roleId?: string; state?: AccountState }) =>
    http.get<Page<AccountSummary>>(TENANT_API.accounts, filled(query)),
  account: (id: string) => http.get<AccountDetail>(TENANT_API.account, { id }),
  createAccount: (body: AccountCreateBody) => http.post<{ id: string }>(TENANT_API.account, body),
  setRoles: (id: string, roleIds: string[]) => http.put<null>(TENANT_API.accountRoles, { id, roleIds }),
  setEnabled: (id: string, enabled: boolean) => http.put<null>(TENANT_API.accountState, { id, enabled }),
  resetPassword: (id: string) => http.put<null>(TENANT_API.accountReset, { id }),
  removeAccount: (id: string, heirId?: string) => http.delete<null>(TENANT_API.account, { id, heirId }),

  operationLog: (query: OperationLogQuery) => http.get<LogPage>(TENANT_API.operationLog, filled(query)),
  operationLogActions: () => http.get<string[]>(TENANT_API.operationLogActions),
  exportLog: (query: OperationLogQuery) =>
    downloadBlob(
      `${TENANT_API.operationLogExport}?${new URLSearchParams(filled(query) as Record<string, string>)}`,
    ),

  info: () => http.get<EnterpriseInfo>(TENANT_API.info),
  saveInfo: (body: EnterpriseInfoBody) => http.put<null>(TENANT_API.info, body),
  logo: () => http.get<EnterpriseLogo>(TENANT_API.logo),
  /** Multipart field `file`; the answer's path becomes the logo when the info is saved. */
  uploadLogo: (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<EnterpriseLogo>(TENANT_API.logoUpload, form, UPLOAD_CALL);
  },
};
