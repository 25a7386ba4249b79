import { eq } from 'drizzle-orm';
import type { Scope } from '../auth/authenticate';
import { projects } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else names nothing, and must not reach PostgreSQL as a uuid. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Rows owned by the scope: the enterprise's projects, or the person's own. */
export const ownedByScope = (scope: Scope) =>
  scope.kind === 'enterprise' ? eq(projects.tenantId, scope.tenantId) : eq(projects.userId, scope.userId);
