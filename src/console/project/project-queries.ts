import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type ProjectPageQuery, projectApi } from './project-api';

/**
 * Query keys of project data. The visit role is part of every key: the enterprise's projects and
 * the person's are different lists, and switching role must never show the other one's.
 */
export const PROJECT_KEYS = {
  all: ['projects'] as const,
  page: (role: string, query: ProjectPageQuery) => ['projects', role, 'page', query] as const,
  detail: (role: string, id: string) => ['projects', role, 'detail', id] as const,
};

export function useProjectPage(query: ProjectPageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: PROJECT_KEYS.page(role, query),
    queryFn: () => projectApi.page(query),
    // Paging and searching keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProjectDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: PROJECT_KEYS.detail(role, id),
    // The screen that asks shows a failure in place: no toast on top of it.
    queryFn: () => projectApi.detail(id, { quiet: true }),
    enabled: id !== '',
  });
}
