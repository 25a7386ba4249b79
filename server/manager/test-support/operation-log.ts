import { type LogPage, TENANT_API } from '../../../src/shared/api/enterprise-admin';
import type { ManagerTestApp } from './manager-test-app';

/** Enterprise A's operation log entries for one action, newest first, as its administrator reads them. */
export const loggedEntries = async (app: ManagerTestApp, action: string) =>
  (await app.call<LogPage>(app.enterpriseA, { url: TENANT_API.operationLog, query: { action } })).body.data
    .content;
