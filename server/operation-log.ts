import type { Database } from './db/database';
import { operationLog } from './db/schema';

export interface OperationEntry {
  action: string;
  userId?: string | null;
  tenantId?: string | null;
  account?: string | null;
  address?: string | null;
  /** What the action touched; an edit adds `before` and `after` (the changed fields' values). */
  detail?: Record<string, unknown>;
}

/** Records who did what, when; call it inside the transaction of the change it describes. */
export async function writeOperationLog(db: Database, at: Date, entry: OperationEntry): Promise<void> {
  await db.insert(operationLog).values({
    at,
    action: entry.action,
    userId: entry.userId ?? null,
    tenantId: entry.tenantId ?? null,
    account: entry.account ?? null,
    address: entry.address ?? null,
    detail: entry.detail ?? null,
  });
}
