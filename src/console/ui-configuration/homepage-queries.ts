import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type HomepagePageQuery, homepageApi } from './homepage-api';

/**
 * Query keys of screen configurations, with the visit role in each (another role sees other
 * projects). The editor keeps its own keys: nothing here ever refetches the document under it.
 */
export const HOMEPAGE_KEYS = {
  all: ['homepages'] as const,
  page: (role: string, query: HomepagePageQuery) => ['homepages', role, 'page', query] as const,
  detail: (role: string, id: string) => ['homepages', role, 'detail', id] as const,
};

export function useHomepagePage(query: HomepagePageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: HOMEPAGE_KEYS.page(role, query),
    queryFn: () => homepageApi.page(query),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
  });
}

export function useHomepageDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: HOMEPAGE_KEYS.detail(role, id),
    // The screen shows a failure in place: no toast on top of it.
    queryFn: () => homepageApi.detail(id, { quiet: true }),
    enabled: id !== '',
  });
}
