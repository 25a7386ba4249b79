import {
  and,
  count,
  desc,
  eq,
  exists,
  ilike,
  isNotNull,
  isNull,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccountDetail,
  type AccountState,
  type AccountSummary,
  type accountQuery,
  ENTERPRISE_MSG,
  type OwnedCount,
} from '../../../src/shared/api/enterprise-admin';
import { type Page, pageOf } from '../../../src/shared/api/paging';
import type { ResourceType } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import { loginHistory, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isRowId } from '../../manager/row-id';
import { RESOURCE_TABLES } from '../../permissions/resource-tables';

const SIGN_INS_SHOWN = 20;

// Written out with table names: inside a select list drizzle leaves column names unqualified.
const invitation = sql`(select 1 from account_invitations i where i.user_id = users.id)`;
const invited = exists(invitation);

const STATE_FILTERS: Record<AccountState, SQL> = {
  DISABLED: isNotNull(users.disabledAt),
  INVITED: and(isNull(users.disabledAt), invited) as SQL,
  ACTIVE: and(isNull(users.disabledAt), notExists(invitation)) as SQL,
};

/** The user's roles in the enterprise, as one JSON column. */
const rolesColumn = (tenantId: string) => sql<
  { id: string; name: string; administrator: boolean }[]
>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'administrator', r.is_administrator)
    order by r.created_at)
  from tenant_role_members m inner join tenant_roles r on r.id = m.role_id
  where m.user_id = users.id and r.tenant_id = ${tenantId}), '[]'::json)`;

const summaryColumns = (tenantId: string) => ({
  id: users.id,
  account: users.account,
  nickname: users.nickname,
  disabledAt: users.disabledAt,
  invited: sql<boolean>`${invited}`,
  roles: rolesColumn(tenantId),
  lastSignInAt: sql<string | null>`(select max(h.at) from login_history h
    where h.user_id = users.id and h.result = 'SUCCESS')`,
  createdAt: users.createdAt,
});

type SummaryRow = {
  id: string;
  account: string;
  nickname: string;
  disabledAt: Date | null;
  invited: boolean;
  roles: { id: string; name: string; administrator: boolean }[];
  lastSignInAt: string | Date | null;
  createdAt: Date;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function summaryOf(row: SummaryRow): AccountSummary {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    state: row.disabledAt ? 'DISABLED' : row.invited ? 'INVITED' : 'ACTIVE',
    roles: row.roles.map(({ id, name }) => ({ id, name })),
    administrator: row.roles.some((role) => role.administrator),
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 账号 list: the enterprise's members, searchable by phone or name, by role and state. */
export async function accountPage(
  db: Database,
  tenantId: string,
  query: z.output<typeof accountQuery>,
): Promise<Page<AccountSummary>> {
  const holdsRole =
    query.roleId && isRowId(query.roleId)
      ? exists(
          sql`(select 1 from tenant_role_members m where m.user_id = users.id and m.role_id = ${query.roleId})`,
        )
      : query.roleId
        ? sql`false`
        : undefined;
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(users.tenantId, tenantId),
    keyword ? or(ilike(users.account, keyword), ilike(users.nickname, keyword)) : undefined,
    holdsRole,
    query.state ? STATE_FILTERS[query.state] : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns(tenantId))
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.pageSize)
      .offset(query.pageNo * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return pageOf(rows.map(summaryOf), query, total);
}

/** One member of the enterprise, or 404 (another enterprise's account is as missing as none). */
export async function memberOf(db: Database, tenantId: string, id: string): Promise<AccountSummary> {
  const [row] = isRowId(id)
    ? await db
        .select(summaryColumns(tenantId))
        .from(users)
        .where(and(eq(users.id, id), eq(users.tenantId, tenantId)))
    : [];
  if (!row) throw notFound(ENTERPRISE_MSG.accountMissing);
  return summaryOf(row);
}

/** How many resources of each type the member created in the enterprise (they pass on at removal). */
export async function ownedBy(db: Database, tenantId: string, userId: string): Promise<OwnedCount[]> {
  const counts = await Promise.all(
    (
      Object.entries(RESOURCE_TABLES) as [ResourceType, NonNullable<(typeof RESOURCE_TABLES)[ResourceType]>][]
    ).map(async ([resourceType, place]) => {
      const [{ owned }] = await db
        .select({ owned: count() })
        .from(place.table)
        .where(and(eq(place.tenantId, tenantId), eq(place.createdBy, userId)));
      return { resourceType, count: owned };
    }),
  );
  return counts.filter((entry) => entry.count > 0);
}

export async function accountDetail(db: Database, tenantId: string, id: string): Promise<AccountDetail> {
  const summary = await memberOf(db, tenantId, id);
  const [owned, signIns] = await Promise.all([
    ownedBy(db, tenantId, summary.id),
    db
      .select({
        at: loginHistory.at,
        address: loginHistory.address,
        result: loginHistory.result,
        method: loginHistory.method,
      })
      .from(loginHistory)
      .where(eq(loginHistory.userId, summary.id))
      .orderBy(desc(loginHistory.at), desc(loginHistory.id))
      .limit(SIGN_INS_SHOWN),
  ]);
  return { ...summary, owned, signIns: signIns.map((row) => ({ ...row, at: row.at.toISOString() })) };
}
