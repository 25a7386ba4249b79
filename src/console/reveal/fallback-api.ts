import {
  FALLBACK_API,
  type FallbackDetail,
  type FallbackEditBody,
  type FallbackSummary,
} from '../../shared/api/fallback';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

/** The fallback calls (shared/api/fallback.ts), scoped by the request layer's Is-Enterprise. */
export const fallbackApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<FallbackSummary>>(FALLBACK_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<FallbackDetail>(FALLBACK_API.detail, { id }, options),
  situations: (projectId: string) =>
    http.get<string[]>(FALLBACK_API.situations, { projectId }, { quiet: true }),
  create: (projectId: string, name: string) =>
    http.put<FallbackDetail>(FALLBACK_API.create, { projectId, name }),
  edit: (body: FallbackEditBody) => http.post<FallbackDetail>(FALLBACK_API.edit, body),
  enable: (id: string, enabled: boolean) => http.put<FallbackDetail>(FALLBACK_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${FALLBACK_API.remove}?${new URLSearchParams({ id })}`),
};
