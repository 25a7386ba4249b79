import type { Page } from '../../shared/api/paging';
import { SPEAKER_API, type SpeakerSummary, type SpeakerTuning } from '../../shared/api/speakers';
import { type CallOptions, http } from '../api/http';

export interface SpeakerPageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

/** The speaker calls (shared/api/speakers.ts), scoped by the request layer's Is-Enterprise. */
export const speakerApi = {
  page: (query: SpeakerPageQuery, options?: CallOptions) =>
    http.get<Page<SpeakerSummary>>(SPEAKER_API.page, { ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<SpeakerSummary>(SPEAKER_API.detail, { id }, options),
  create: (projectId: string, fields: SpeakerTuning) =>
    http.put<SpeakerSummary>(SPEAKER_API.create, { projectId, ...fields }),
  edit: (id: string, fields: SpeakerTuning) => http.post<SpeakerSummary>(SPEAKER_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) => http.put<SpeakerSummary>(SPEAKER_API.enable, { id, enabled }),
  setDefault: (id: string) => http.put<SpeakerSummary>(SPEAKER_API.setDefault, { id }),
  remove: (id: string) => http.delete<null>(`${SPEAKER_API.remove}?${new URLSearchParams({ id })}`),
};
