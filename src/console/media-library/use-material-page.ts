import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/** One page (120 files) of a tab, as react-query loads it. */
export const materialPageQuery = ({ projectId, tab, term, pageNo }: MaterialPageKey) =>
  queryOptions({
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
    // Long enough that the page loaded as the dialog opened is not loaded again as it mounts.
    staleTime: 1000,
  });

/** A page of the open dialog; paging within a tab keeps the old page on screen meanwhile. */
export function useMaterialPage(key: MaterialPageKey) {
  return useQuery({
    ...materialPageQuery(key),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === key.tab && previousQuery.queryKey[3] === key.term
        ? keepPreviousData(previous)
        : undefined,
  });
}
