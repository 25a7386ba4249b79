import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type QaLibraryPageQuery, type QaPairPageQuery, qaApi } from './qa-api';

/** Query keys of Q&A data, with the visit role in each (another role sees other projects). */
export const QA_KEYS = {
  all: ['qa'] as const,
  libraries: (role: string, query: QaLibraryPageQuery) => ['qa', role, 'libraries', query] as const,
  library: (role: string, id: string) => ['qa', role, 'library', id] as const,
  categories: (role: string, libraryId: string) => ['qa', role, 'categories', libraryId] as const,
  pairs: (role: string, query: QaPairPageQuery) => ['qa', role, 'pairs', query] as const,
  screenPages: (role: string, libraryId: string) => ['qa', role, 'screen-pages', libraryId] as const,
};

const useRole = () => useSession((state) => state.visitRole);

export function useQaLibraries(query: QaLibraryPageQuery) {
  const role = useRole();
  return useQuery({
    queryKey: QA_KEYS.libraries(role, query),
    queryFn: () => qaApi.libraries(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
  });
}

export function useQaLibrary(id: string) {
  const role = useRole();
  return useQuery({
    queryKey: QA_KEYS.library(role, id),
    // The screen shows a failure in place: no toast on top of it.
    queryFn: () => qaApi.library(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useQaCategories(libraryId: string) {
  const role = useRole();
  return useQuery({
    queryKey: QA_KEYS.categories(role, libraryId),
    queryFn: () => qaApi.categories(libraryId, { quiet: true }),
    enabled: libraryId !== '',
  });
}

export function useQaPairs(query: QaPairPageQuery) {
  const role = useRole();
  return useQuery({
    queryKey: QA_KEYS.pairs(role, query),
    queryFn: () => qaApi.pairs(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.libraryId !== '',
  });
}

export function useQaScreenPages(libraryId: string, enabled: boolean) {
  const role = useRole();
  return useQuery({
    queryKey: QA_KEYS.screenPages(role, libraryId),
    queryFn: () => qaApi.screenPages(libraryId),
    enabled: enabled && libraryId !== '',
    staleTime: 60_000,
  });
}
