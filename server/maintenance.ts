import { and, isNotNull, lt, or } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS } from './auth/login-guard';
import type { Database } from './db/database';
import {
  deviceBudgets,
  imageCodes,
  loginFailures,
  requestCounts,
  sessions,
  signInTickets,
  smsCodes,
  usedLoginSecrets,
} from './db/schema';

/** Ended sessions stay this long for the record, then go. */
const ENDED_SESSION_RETENTION_MS = 30 * 24 * 3600_000;
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** A device budget untouched this long has refilled long ago: it is the same as none. */
const IDLE_BUDGET_MS = 10 * 60_000;

/**
 * Deletes what can no longer matter: expired codes, stale login secrets, old failures and
 * sessions, ended rate-limit windows and idle device budgets.
 */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const at = (agoMs: number) => new Date(now.getTime() - agoMs);
  await db.delete(imageCodes).where(lt(imageCodes.expiresAt, now));
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, now));
  await db.delete(usedLoginSecrets).where(lt(usedLoginSecrets.expiresAt, now));
  await db.delete(requestCounts).where(lt(requestCounts.resetsAt, now));
  await db.delete(deviceBudgets).where(lt(deviceBudgets.refilledAt, at(IDLE_BUDGET_MS)));
  await db.delete(loginFailures).where(lt(loginFailures.at, at(LOGIN_FAILURE_WINDOW_MS)));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, at(ENDED_SESSION_RETENTION_MS)),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, at(ENDED_SESSION_RETENTION_MS))),
      ),
    );
}
