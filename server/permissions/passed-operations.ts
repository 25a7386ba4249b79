import type { BatchOperation, ResourceType } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { resourceAccess, typePermissionsOf } from './resource-access';
import type { TypeFlag } from './resource-rules';

/** The type-level flag each batch operation needs. */
export const OPERATION_FLAGS: Record<BatchOperation, TypeFlag> = {
  NEW: 'createAuth',
  BATCH_TAG: 'batchTagAuth',
  BATCH_SHARE: 'batchShareAuth',
};

/** Which of `operations` the caller passes on a resource type, from the resource rule set. */
export async function passedOperationsOf(
  db: Database,
  user: ScopedUser,
  resourceType: ResourceType,
  operations: readonly BatchOperation[],
): Promise<BatchOperation[]> {
  const flags = await typePermissionsOf(resourceAccess(db, user, resourceType));
  return operations.filter((operation) => flags[OPERATION_FLAGS[operation]]);
}
