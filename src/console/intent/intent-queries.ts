import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntentDetail } from '../../shared/api/intents';
import type { ListQuery } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { intentApi } from './intent-api';

/** Query keys of intent data, with the visit role in each (another role sees other projects). */
export const INTENT_KEYS = {
  all: ['intents'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['intents', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['intents', role, 'detail', id] as const,
};

/** The current project's intents (the list's page hook). */
export function useIntentPage(query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  const { projectId } = useProjectFlags();
  return useQuery({
    queryKey: INTENT_KEYS.page(role, projectId, query),
    queryFn: () => intentApi.page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

export function useIntentDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: INTENT_KEYS.detail(role, id),
    queryFn: () => intentApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

/** Puts an intent's page as a change answered it in place, and marks its lists stale. */
export function useIntentSaved() {
  const queryClient = useQueryClient();
  const role = useSession((state) => state.visitRole);
  return (intent: IntentDetail) => {
    queryClient.setQueryData(INTENT_KEYS.detail(role, intent.id), intent);
    void queryClient.invalidateQueries({ queryKey: [...INTENT_KEYS.all, role, 'page'] });
  };
}
