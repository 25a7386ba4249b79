import { TENANT_API } from '../../../../src/shared/api/enterprise-admin';
import type { Caller, ManagerTestApp } from '../../../manager/test-support/manager-test-app';
import { bearer } from '../../../test-support/api-calls';

/** Creates a role with menus and, on every given type, the given flags; returns its id. */
export async function createRole(
  app: ManagerTestApp,
  name: string,
  menuCodes: string[],
  grants: Record<string, string[]> = {},
): Promise<string> {
  const created = await app.call<{ id: string }>(app.enterpriseA, {
    method: 'POST',
    url: TENANT_API.roles,
    payload: { name },
  });
  if (created.statusCode !== 200) throw new Error(`role create answered ${created.statusCode}`);
  const id = created.body.data.id;
  await setRole(app, id, name, menuCodes, grants);
  return id;
}

export async function setRole(
  app: ManagerTestApp,
  id: string,
  name: string,
  menuCodes: string[],
  grants: Record<string, string[]> = {},
) {
  const saved = await app.call(app.enterpriseA, {
    method: 'PUT',
    url: TENANT_API.role,
    payload: { id, name, menuCodes, grants },
  });
  if (saved.statusCode !== 200)
    throw new Error(`role edit answered ${saved.statusCode}: ${saved.response.body}`);
}

/**
 * The demo enterprise's administrator opens an account with `roleIds`; the person takes the
 * invitation from the outbox, sets `password` and is signed in: their caller in the enterprise scope.
 */
export async function invite(
  app: ManagerTestApp,
  account: string,
  roleIds: string[],
  password = 'welcome2026',
): Promise<Caller> {
  const created = await app.call<{ id: string }>(app.enterpriseA, {
    method: 'POST',
    url: TENANT_API.account,
    payload: { account, nickname: `成员${account.slice(-4)}`, roleIds },
  });
  if (created.statusCode !== 200) throw new Error(`account create answered ${created.response.body}`);
  const sms = (await app.outbox.snapshot()).sms.find((entry) => entry.account === account);
  const accepted = await app.call<{ token: string }>(null, {
    method: 'POST',
    url: TENANT_API.invitationAccept,
    payload: { account, code: sms?.code, password },
  });
  if (accepted.statusCode !== 200) throw new Error(`invitation answered ${accepted.response.body}`);
  return {
    headers: bearer(accepted.body.data.token, true),
    userId: created.body.data.id,
    tenantId: app.enterpriseA.tenantId,
  };
}
