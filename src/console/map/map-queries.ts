import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type MapPageQuery, mapApi } from './map-api';

/** Query keys of map data, with the visit role in each (another role sees other projects). */
export const MAP_KEYS = {
  all: ['maps'] as const,
  page: (role: string, query: MapPageQuery) => ['maps', role, 'page', query] as const,
  detail: (role: string, id: string) => ['maps', role, 'detail', id] as const,
  projectPoints: (role: string, projectId: string) => ['maps', role, 'points', projectId] as const,
};

export function useMapPage(query: MapPageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: MAP_KEYS.page(role, query),
    queryFn: () => mapApi.page(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
  });
}

export function useMapDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: MAP_KEYS.detail(role, id),
    // The detail screen shows a failure in place: no toast on top of it.
    queryFn: () => mapApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

/** Every point of the project's maps, grouped by map (pickers in other areas). */
export function useProjectPoints(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: MAP_KEYS.projectPoints(role, projectId),
    queryFn: () => mapApi.projectPoints(projectId, { quiet: true }),
    enabled: projectId !== '',
    staleTime: 30_000,
  });
}
