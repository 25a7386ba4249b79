import { FACE_GROUP_API, type FaceGroupFields, type FaceGroupSummary } from '../../shared/api/face-groups';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

/** The face group calls (shared/api/face-groups.ts), scoped by the request layer's Is-Enterprise. */
export const faceGroupApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<FaceGroupSummary>>(FACE_GROUP_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<FaceGroupSummary>(FACE_GROUP_API.detail, { id }, options),
  create: (projectId: string, fields: FaceGroupFields) =>
    http.put<FaceGroupSummary>(FACE_GROUP_API.create, { projectId, ...fields }),
  edit: (id: string, fields: FaceGroupFields) =>
    http.post<FaceGroupSummary>(FACE_GROUP_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) =>
    http.put<FaceGroupSummary>(FACE_GROUP_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${FACE_GROUP_API.remove}?${new URLSearchParams({ id })}`),
};
