import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type SpeakerPageQuery, speakerApi } from './speaker-api';

/** Query keys of speaker data, with the visit role in each (another role sees other projects). */
export const SPEAKER_KEYS = {
  all: ['speakers'] as const,
  page: (role: string, query: SpeakerPageQuery) => ['speakers', role, 'page', query] as const,
  detail: (role: string, id: string) => ['speakers', role, 'detail', id] as const,
};

export function useSpeakerPage(query: SpeakerPageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: SPEAKER_KEYS.page(role, query),
    queryFn: () => speakerApi.page(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
  });
}

export function useSpeakerDetail(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: SPEAKER_KEYS.detail(role, id),
    // The detail screen shows a failure in place: no toast on top of it.
    queryFn: () => speakerApi.detail(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
  });
}
