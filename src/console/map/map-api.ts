import {
  MAP_API,
  type MapCreateBody,
  type MapDetail,
  type MapPoint,
  type MapSummary,
  type PointCreateBody,
  type PointEditBody,
  type PointUse,
  type ProjectMapPoints,
} from '../../shared/api/maps';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';

export interface MapPageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
}

export interface MapPicture {
  pictureUrl: string;
  pictureWidth: number;
  pictureHeight: number;
}

const byId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/** The map calls (shared/api/maps.ts), scoped by the request layer's Is-Enterprise. */
export const mapApi = {
  page: (query: MapPageQuery, options?: CallOptions) =>
    http.get<Page<MapSummary>>(MAP_API.page, { ...query }, options),
  detail: (id: string, options?: CallOptions) => http.get<MapDetail>(MAP_API.detail, { id }, options),
  create: (body: MapCreateBody) => http.put<MapDetail>(MAP_API.create, body),
  rename: (id: string, name: string, floor: string) =>
    http.post<MapDetail>(MAP_API.rename, { id, name, floor }),
  changePicture: (id: string, picture: MapPicture) =>
    http.post<MapDetail>(MAP_API.picture, { id, ...picture }),
  remove: (id: string) => http.delete<null>(byId(MAP_API.remove, id)),
  projectPoints: (projectId: string, options?: CallOptions) =>
    http.get<ProjectMapPoints[]>(MAP_API.projectPoints, { projectId }, options),
  createPoint: (body: PointCreateBody) => http.put<MapPoint>(MAP_API.pointCreate, body),
  movePoint: (id: string, spot: { x: number; y: number }) =>
    http.post<MapPoint>(MAP_API.pointMove, { id, ...spot }, { quiet: true }),
  editPoint: (body: PointEditBody) => http.post<MapPoint>(MAP_API.pointEdit, body),
  pointUses: (id: string) => http.get<PointUse[]>(MAP_API.pointUses, { id }),
  removePoint: (id: string) => http.delete<null>(byId(MAP_API.pointRemove, id)),
};
