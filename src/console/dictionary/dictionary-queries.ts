import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { dictionaryApi, type EntryQuery } from './dictionary-api';

/** Query keys of dictionary data, with the visit role in each (another role sees other projects). */
export const DICTIONARY_KEYS = {
  all: ['dictionaries'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['dictionaries', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['dictionaries', role, 'detail', id] as const,
  entries: (role: string, query: EntryQuery) => ['dictionaries', role, 'entries', query] as const,
};

/** The current project's dictionaries (the list's page hook). */
export function useDictionaryPage(query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  const { projectId } = useProjectFlags();
  return useQuery({
    queryKey: DICTIONARY_KEYS.page(role, projectId, query),
    queryFn: () => dictionaryApi.page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

export function useDictionaryDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DICTIONARY_KEYS.detail(role, id),
    // The detail screen shows a failure in place: no toast on top of it.
    queryFn: () => dictionaryApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useEntryPage(query: EntryQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DICTIONARY_KEYS.entries(role, query),
    queryFn: () => dictionaryApi.entries(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.dictionaryId !== '',
  });
}

/** The intents whose slots a dictionary fills, shown on its page. */
export function useDictionaryUsage(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...DICTIONARY_KEYS.detail(role, id), 'usage'],
    queryFn: () => dictionaryApi.usage(id),
    enabled: id !== '',
    retry: false,
  });
}
