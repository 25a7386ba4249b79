import { useQuery } from '@tanstack/react-query';
import type { ActionPageType } from '../../shared/api/actions';
import type { ListQuery, ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
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

/** The project's page for the kind's list. */
export const useActionPage = (query: ProjectListQuery) =>
  useResourcePage(ACTION_KEYS.all, actionApi.page, query);

export const useActionDetail = (id: string) => useResourceDetail(ACTION_KEYS.all, actionApi.detail, id);

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
