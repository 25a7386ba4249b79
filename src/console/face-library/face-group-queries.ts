import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { faceGroupApi } from './face-group-api';

/** Query keys of face group data (the kit adds the visit role). */
export const FACE_GROUP_KEYS = { all: ['face-groups'] as const };

export const useFaceGroupPage = (query: ProjectListQuery) =>
  useResourcePage(FACE_GROUP_KEYS.all, faceGroupApi.page, query);

export const useFaceGroupDetail = (id: string) =>
  useResourceDetail(FACE_GROUP_KEYS.all, faceGroupApi.detail, id);
