import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  type LoginMethod,
  type LoginRecord,
  type LoginResult,
  loginHistoryQuery,
} from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { loginHistory } from '../../db/schema';
import { validate } from '../../http/validate';

const USER_AGENT_MAX = 300;

/** Records one sign-in of a known user (password or QR), kept for the personal center. */
export async function recordLogin(
  db: Database,
  request: FastifyRequest,
  entry: { userId: string; at: Date; result: LoginResult; method: LoginMethod },
): Promise<void> {
  await db.insert(loginHistory).values({
    ...entry,
    address: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
  });
}

/** GET user/loginHistory: the caller's sign-ins, newest first, paged. */
export function loginHistoryRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.loginHistory, async (request) => {
    const user = await authenticate(context, request);
    const query = validate(loginHistoryQuery, request.query);
    const mine = eq(loginHistory.userId, user.userId);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          at: loginHistory.at,
          address: loginHistory.address,
          userAgent: loginHistory.userAgent,
          result: loginHistory.result,
          method: loginHistory.method,
        })
        .from(loginHistory)
        .where(mine)
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ total: count() }).from(loginHistory).where(mine),
    ]);
    const records: LoginRecord[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return ok(pageOf(records, query, total));
  });
}
