import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { hotWordApi } from './hot-word-api';

/** Query keys of hot word data, with the visit role in each (another role sees other projects). */
export const HOT_WORD_KEYS = {
  all: ['hot-words'] as const,
  page: (role: string, projectId: string, query: ListQuery) =>
    ['hot-words', role, 'page', projectId, query] as const,
  detail: (role: string, id: string) => ['hot-words', role, 'detail', id] as const,
  files: (role: string, listId: string, query: ListQuery) =>
    ['hot-words', role, 'files', listId, query] as const,
  words: (role: string, fileId: string, query: object) =>
    ['hot-words', role, 'words', fileId, query] as const,
};

/** The page of the address's project (a ResourceListCard page hook). */
export function useHotWordPage(query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  const { projectId } = useProjectFlags();
  return useQuery({
    queryKey: HOT_WORD_KEYS.page(role, projectId, query),
    queryFn: () => hotWordApi.page(projectId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: projectId !== '',
  });
}

export function useHotWordList(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: HOT_WORD_KEYS.detail(role, id),
    queryFn: () => hotWordApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}

export function useWordFiles(listId: string, query: ListQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: HOT_WORD_KEYS.files(role, listId, query),
    queryFn: () => hotWordApi.files(listId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: listId !== '',
  });
}

export function useWords(fileId: string, query: { keyword?: string; pageNo: number; pageSize: number }) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: HOT_WORD_KEYS.words(role, fileId, query),
    queryFn: () => hotWordApi.words(fileId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: fileId !== '',
  });
}
