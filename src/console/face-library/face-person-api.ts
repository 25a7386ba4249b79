import {
  FACE_PERSON_API,
  type FacePerson,
  type FacePersonFields,
  type FacePhoto,
} from '../../shared/api/face-people';
import type { Page } from '../../shared/api/paging';
import { http } from '../api/http';

/** The server checks the photo for faces: a few seconds on a busy machine, well under this. */
const PHOTO_CHECK_TIMEOUT_MS = 60_000;

/** The calls on a face group's people and their photos (shared/api/face-people.ts). */
export const facePersonApi = {
  page: (groupId: string, query: { pageNo: number; pageSize: number; name?: string }) =>
    http.get<Page<FacePerson>>(FACE_PERSON_API.page, { groupId, ...query }),
  create: (groupId: string, fields: FacePersonFields) =>
    http.put<FacePerson>(FACE_PERSON_API.create, { groupId, ...fields }),
  edit: (id: string, fields: FacePersonFields) =>
    http.post<FacePerson>(FACE_PERSON_API.edit, { id, ...fields }),
  remove: (id: string) => http.delete<null>(`${FACE_PERSON_API.remove}?${new URLSearchParams({ id })}`),
  /** Quiet: a refused photo (no face, several faces) shows its reason beside the photo. */
  addPhoto: (personId: string, resourceUrl: string) =>
    http.put<FacePhoto>(
      FACE_PERSON_API.photoAdd,
      { personId, resourceUrl },
      { quiet: true, timeout: PHOTO_CHECK_TIMEOUT_MS },
    ),
  removePhoto: (id: string) =>
    http.delete<null>(`${FACE_PERSON_API.photoRemove}?${new URLSearchParams({ id })}`),
};

/** Query keys of a group's people. */
export const FACE_PEOPLE_KEYS = { all: ['face-people'] as const };
