import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
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

/** The page of the address's project (a ResourceListCard page hook). */
export function useFallbackPage(query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  const { projectId } = useProjectFlags();
  return useQuery({
    queryKey: FALLBACK_KEYS.page(role, projectId, query),
    queryFn: () => fallbackApi.page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

export function useFallbackDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: FALLBACK_KEYS.detail(role, id),
    queryFn: () => fallbackApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useSituations(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: FALLBACK_KEYS.situations(role, projectId),
    queryFn: () => fallbackApi.situations(projectId),
    enabled: projectId !== '',
  });
}
