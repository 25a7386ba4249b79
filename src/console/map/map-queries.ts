import { useQuery } from '@tanstack/react-query';
import { useResourceDetail, useResourcePage, withProject } from '../components/resource-kit/resource-queries';
import { useSession } from '../session/session-store';
import { type MapPageQuery, mapApi } from './map-api';

/** Query keys of map data, with the visit role in each (another role sees other projects). */
export const MAP_KEYS = {
  all: ['maps'] as const,
  detail: (role: string, id: string) => ['maps', role, 'detail', id] as const,
  projectPoints: (role: string, projectId: string) => ['maps', role, 'points', projectId] as const,
};

/** The project's page of maps. */
export const useMapPage = (query: MapPageQuery) =>
  useResourcePage(MAP_KEYS.all, withProject(mapApi.page), query);

export const useMapDetail = (id: string) => useResourceDetail(MAP_KEYS.all, mapApi.detail, id);

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
