import { useQuery } from '@tanstack/react-query';
import type { ListQuery, ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { useSession } from '../session/session-store';
import { fallbackApi } from './fallback-api';

/** Query keys of fallback data, with the visit role in each (another role sees other projects). */
export const FALLBACK_KEYS = {
  all: ['fallback'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['fallback', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['fallback', role, 'detail', id] as const,
  situations: (role: string, projectId: string) => ['fallback', role, 'situations', projectId] as const,
};

/** The project's page for the kind's list. */
export const useFallbackPage = (query: ProjectListQuery) =>
  useResourcePage(FALLBACK_KEYS.all, fallbackApi.page, query);

export const useFallbackDetail = (id: string) => useResourceDetail(FALLBACK_KEYS.all, fallbackApi.detail, id);

export function useSituations(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: FALLBACK_KEYS.situations(role, projectId),
    queryFn: () => fallbackApi.situations(projectId),
    enabled: projectId !== '',
  });
}
