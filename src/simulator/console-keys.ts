import { DEVICE_API, type DeviceSummary } from '../shared/api/devices';
import type { Envelope } from '../shared/api/envelope';
import type { Page } from '../shared/api/paging';
import { UC } from '../shared/api/uc-paths';
import { loginSecret, passwordHash } from '../shared/login-secret';

const PAGE_SIZE = 100;

async function envelope<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (body?.status !== 0) throw new Error(`${what}: ${body?.message ?? response.status}`);
  return (body as Envelope<T>).data;
}

/** Signs in to the console API as an operator would (the spec's login secret) and returns the token. */
async function signIn(url: string, account: string, password: string): Promise<string> {
  const timestamp = Date.now();
  const form = new URLSearchParams({
    account,
    secret: loginSecret(account, passwordHash(password), timestamp),
    timestamp: String(timestamp),
    granType: 'password',
  });
  const response = await fetch(new URL(UC.token, url), { method: 'POST', body: form });
  return (await envelope<{ token: string }>(response, '登录控制台失败')).token;
}

/** Up to `count` activation keys of the project's devices nobody activated yet (待激活). */
async function keysInScope(
  url: string,
  token: string,
  projectId: string,
  count: number,
  enterprise: boolean,
) {
  const keys: string[] = [];
  for (let pageNo = 0; keys.length < count; pageNo++) {
    const query = new URLSearchParams({
      projectId,
      state: 'INACTIVE',
      pageNo: String(pageNo),
      pageSize: String(PAGE_SIZE),
    });
    const response = await fetch(new URL(`${DEVICE_API.page}?${query}`, url), {
      headers: { authorization: `Bearer ${token}`, 'is-enterprise': String(enterprise) },
    });
    const page = await envelope<Page<DeviceSummary>>(response, '读取待激活设备失败');
    keys.push(...page.content.map((device) => device.activationKey));
    if ((pageNo + 1) * PAGE_SIZE >= page.totalElements) break;
  }
  return keys.slice(0, count);
}

/**
 * The keys a simulator run may use when none are given: the project's unactivated devices, as
 * the operator sees them in 设备管理 (enterprise scope first, then the operator's own).
 */
export async function inactiveKeys(
  url: string,
  projectId: string,
  count: number,
  operator: { account: string; password: string },
): Promise<string[]> {
  const token = await signIn(url, operator.account, operator.password);
  try {
    return await keysInScope(url, token, projectId, count, true);
  } catch {
    return keysInScope(url, token, projectId, count, false);
  }
}
