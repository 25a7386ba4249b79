import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionPageType } from '../../shared/api/actions';
import type { ListQuery } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { actionApi } from './action-api';

/** Query keys of action data, with the visit role in each (another role sees other projects). */
export const ACTION_KEYS = {
  all: ['actions'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['actions', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['actions', role, 'detail', id] as const,
  steps: (role: string, id: string, pageType: ActionPageType) =>
    ['actions', role, 'steps', id, pageType] as const,
  screenPages: (role: string, projectId: string) => ['actions', role, 'screen-pages', projectId] as const,
};

/** The page of the address's project (a ResourceListCard page hook). */
export function useActionPage(query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  const { projectId } = useProjectFlags();
  return useQuery({
    queryKey: ACTION_KEYS.page(role, projectId, query),
    queryFn: () => actionApi.page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

export function useActionDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ACTION_KEYS.detail(role, id),
    queryFn: () => actionApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useActionSteps(id: string, pageType: ActionPageType) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ACTION_KEYS.steps(role, id, pageType),
    queryFn: () => actionApi.steps(id, pageType, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useScreenPages(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ACTION_KEYS.screenPages(role, projectId),
    queryFn: () => actionApi.screenPages(projectId),
    enabled: projectId !== '',
  });
}
