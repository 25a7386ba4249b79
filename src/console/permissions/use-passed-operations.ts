import { useQuery } from '@tanstack/react-query';
import { BATCH_OPERATIONS, type BatchOperation, type ResourceType } from '../../shared/permissions';
import { useSession } from '../session/session-store';
import { resourceApi } from './resource-api';

/**
 * Query keys of permission answers. The visit role is part of them: the enterprise and the
 * personal scope pass different operations.
 */
export const PERMISSION_KEYS = {
  all: ['permissions'] as const,
  passed: (role: string, type: ResourceType) => ['permissions', role, 'passed', type] as const,
  shares: (role: string, type: ResourceType, id: string) =>
    ['permissions', role, 'shares', type, id] as const,
};

/**
 * Which batch operations (NEW, BATCH_TAG, BATCH_SHARE) the server passes on a resource type:
 * nothing until it has answered, so no button shows that would then be refused.
 */
export function usePassedOperations(type: ResourceType) {
  const role = useSession((state) => state.visitRole);
  const query = useQuery({
    queryKey: PERMISSION_KEYS.passed(role, type),
    queryFn: () => resourceApi.passedOperations(type, BATCH_OPERATIONS),
  });
  const passed = new Set<BatchOperation>(query.data ?? []);
  return { passes: (operation: BatchOperation) => passed.has(operation), loading: query.isPending };
}
