import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/api/paging';
import type { CallOptions } from '../../api/http';
import { useSession } from '../../session/session-store';
import type { ListQuery, ProjectListQuery } from './resource-kind';

/**
 * A kind's page for its list: keyed `[...kind, role, 'page', projectId, query]` (another role sees
 * other projects), quiet (the list shows a failure in place), the last page kept while the next loads.
 */
export function useResourcePage<T>(
  kindKey: readonly string[],
  page: (projectId: string, query: ListQuery, options: CallOptions) => Promise<Page<T>>,
  { projectId, ...query }: ProjectListQuery,
) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...kindKey, role, 'page', projectId, query],
    queryFn: () => page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

/** A page call that takes the project inside its query, as the kit's page hook calls it. */
export const withProject =
  <T>(page: (query: ProjectListQuery, options: CallOptions) => Promise<Page<T>>) =>
  (projectId: string, query: ListQuery, options: CallOptions) =>
    page({ projectId, ...query }, options);

/**
 * One row for its page: keyed `[...kind, role, 'detail', id]`, quiet and not retried — a missing
 * row is told once, by the page's placeholder.
 */
export function useResourceDetail<T>(
  kindKey: readonly string[],
  detail: (id: string, options: CallOptions) => Promise<T>,
  id: string,
) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...kindKey, role, 'detail', id],
    queryFn: () => detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}
