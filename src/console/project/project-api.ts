import type { Page } from '../../shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../shared/api/projects';
import { type CallOptions, http } from '../api/http';

export interface ProjectFields {
  name: string;
  description: string;
}

export interface ProjectPageQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

/** The project calls (shared/api/projects.ts), scoped by the request layer's Is-Enterprise. */
export const projectApi = {
  page: (query: ProjectPageQuery) => http.get<Page<ProjectSummary>>(PROJECT_API.page, { ...query }),
  detail: (id: string, options?: CallOptions) =>
    http.get<ProjectSummary>(PROJECT_API.detail, { id }, options),
  create: (fields: ProjectFields) => http.put<ProjectSummary>(PROJECT_API.create, fields),
  edit: (id: string, fields: ProjectFields) => http.post<ProjectSummary>(PROJECT_API.edit, { id, ...fields }),
  remove: (id: string) => http.delete<null>(`${PROJECT_API.remove}?${new URLSearchParams({ id })}`),
};
