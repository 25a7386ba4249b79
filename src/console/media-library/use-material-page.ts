import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEDIA_DIALOG_PAGE_SIZE } from '../../shared/constants';
import { materialApi } from './material-api';
import { type MediaTabKey, tabFilter } from './media-tabs';

export interface MaterialPageKey {
  projectId: string;
  tab: MediaTabKey;
  term: string;
  pageNo: number;
}

/** Every page of one project's library shares this prefix, so one invalidation reloads them all. */
export const materialQueryPrefix = (projectId: string) => ['materialLibrary', projectId] as const;

/** One page (120 files) of a tab; paging within a tab keeps the old page on screen meanwhile. */
export function useMaterialPage({ projectId, tab, term, pageNo }: MaterialPageKey) {
  return useQuery({
    queryKey: [...materialQueryPrefix(projectId), tab, term, pageNo],
    queryFn: ({ signal }) =>
      materialApi.page(
        {
          pageNo,
          pageSize: MEDIA_DIALOG_PAGE_SIZE,
          projectId: projectId || undefined,
          resourceName: term || undefined,
          ...tabFilter(tab),
        },
        signal,
      ),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tab && previousQuery.queryKey[3] === term
        ? keepPreviousData(previous)
        : undefined,
    staleTime: 0,
  });
}
