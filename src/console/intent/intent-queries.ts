import { useQueryClient } from '@tanstack/react-query';
import type { IntentDetail } from '../../shared/api/intents';
import type { ListQuery, ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { useSession } from '../session/session-store';
import { intentApi } from './intent-api';

/** Query keys of intent data, with the visit role in each (another role sees other projects). */
export const INTENT_KEYS = {
  all: ['intents'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['intents', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['intents', role, 'detail', id] as const,
};

/** The project's page for the kind's list. */
export const useIntentPage = (query: ProjectListQuery) =>
  useResourcePage(INTENT_KEYS.all, intentApi.page, query);

export const useIntentDetail = (id: string) => useResourceDetail(INTENT_KEYS.all, intentApi.detail, id);

/** Puts an intent's page as a change answered it in place, and marks its lists stale. */
export function useIntentSaved() {
  const queryClient = useQueryClient();
  const role = useSession((state) => state.visitRole);
  return (intent: IntentDetail) => {
    queryClient.setQueryData(INTENT_KEYS.detail(role, intent.id), intent);
    void queryClient.invalidateQueries({ queryKey: [...INTENT_KEYS.all, role, 'page'] });
  };
}
