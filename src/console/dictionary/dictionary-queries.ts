import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery, ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
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

/** The project's page for the kind's list. */
export const useDictionaryPage = (query: ProjectListQuery) =>
  useResourcePage(DICTIONARY_KEYS.all, dictionaryApi.page, query);

export const useDictionaryDetail = (id: string) =>
  useResourceDetail(DICTIONARY_KEYS.all, dictionaryApi.detail, id);

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
