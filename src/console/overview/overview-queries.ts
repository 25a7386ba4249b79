import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OVERVIEW_API, type ProjectOverview } from '../../shared/api/overview';
import { http } from '../api/http';
import { useSession } from '../session/session-store';

/** The overview follows its robots while it is open. */
export const OVERVIEW_REFRESH_MS = 15_000;

/** A project's 概览 figures, refetched every OVERVIEW_REFRESH_MS; the visit role is in the key. */
export function useProjectOverview(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['overview', role, projectId],
    // The screen shows a failure in place; a refresh that fails keeps the last figures.
    queryFn: () => http.get<ProjectOverview>(OVERVIEW_API.project, { id: projectId }, { quiet: true }),
    enabled: projectId !== '',
    refetchInterval: OVERVIEW_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
