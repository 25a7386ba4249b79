import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery, ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
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

/** The project's page for the kind's list. */
export const useHotWordPage = (query: ProjectListQuery) =>
  useResourcePage(HOT_WORD_KEYS.all, hotWordApi.page, query);

export const useHotWordList = (id: string) => useResourceDetail(HOT_WORD_KEYS.all, hotWordApi.detail, id);

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
