import { z } from 'zod';
import { isServableMediaUrl } from '../screen/media-url';
import { pageQuery } from './paging';

/**
 * The console's map calls (地图管理, manager/v1/map). A map is one floor of a project: a picture
 * from the media library and its size in pixels; its named points (点位) are given in that
 * picture's pixels, the frame robots report their positions in too. Maps are project content
 * without a resource type of their own: reading needs accessAuth on the project, changing needs
 * editAuth, and the caller must hold the menu of the project area (PROJECT).
 */
export const MAP_API = {
  page: '/manager/v1/map/page', // GET ?projectId&pageNo&pageSize&name → Page<MapSummary>
  detail: '/manager/v1/map/detail', // GET ?id → MapDetail
  create: '/manager/v1/map/create', // PUT MapCreateBody → MapDetail
  rename: '/manager/v1/map/rename', // POST { id, name, floor } → MapDetail
  picture: '/manager/v1/map/picture', // POST { id, pictureUrl, pictureWidth, pictureHeight } → MapDetail
  remove: '/manager/v1/map', // DELETE ?id
  /** Every point of the project's maps, grouped by map (the pickers of other areas). */
  projectPoints: '/manager/v1/map/points', // GET ?projectId → ProjectMapPoints[]
  pointCreate: '/manager/v1/map/point/create', // PUT PointCreateBody → MapPoint
  pointMove: '/manager/v1/map/point/move', // POST { id, x, y } → MapPoint
  pointEdit: '/manager/v1/map/point/edit', // POST { id, name, type, description } → MapPoint
  pointUses: '/manager/v1/map/point/uses', // GET ?id → PointUse[]
  pointRemove: '/manager/v1/map/point', // DELETE ?id
} as const;

export const MAP_MSG = {
  notFound: '地图不存在',
  pointNotFound: '点位不存在',
  created: '地图已创建',
  renamed: '地图已保存',
  pictureChanged: '地图图片已更换',
  nameTaken: '项目中已有同名地图',
  pointNameTaken: '该地图上已有同名点位',
  pointCreated: '点位已添加',
  pointSaved: '点位已保存',
  pointOutside: '点位须在地图图片范围内',
  pointsOutsidePicture: '新图片比原图小，有点位会落在图片之外：请先移动或删除这些点位',
  pointInReleasedScreen: '该点位正被已发布的屏幕使用，请先在屏幕配置中移除它并重新发布',
} as const;

/** The kinds of point, their names and the colour the floor plan draws them in. */
export const MAP_POINT_TYPES = [
  'RECEPTION',
  'EXHIBIT',
  'ENTRANCE',
  'CHARGER',
  'ELEVATOR',
  'RESTROOM',
  'REST_AREA',
  'WAYPOINT',
] as const;
export type MapPointType = (typeof MAP_POINT_TYPES)[number];
export const MAP_POINT_TYPE_INFO: Record<MapPointType, { name: string; color: string; glyph: string }> = {
  RECEPTION: { name: '前台/接待', color: '#1677ff', glyph: '接' },
  EXHIBIT: { name: '展品/展位', color: '#722ed1', glyph: '展' },
  ENTRANCE: { name: '出入口', color: '#13a8a8', glyph: '门' },
  CHARGER: { name: '充电桩', color: '#52c41a', glyph: '电' },
  ELEVATOR: { name: '电梯', color: '#fa8c16', glyph: '梯' },
  RESTROOM: { name: '卫生间', color: '#2f54eb', glyph: '卫' },
  REST_AREA: { name: '休息区', color: '#eb2f96', glyph: '休' },
  WAYPOINT: { name: '途经点', color: '#8c8c8c', glyph: '途' },
};

/** The largest picture side a map takes, in pixels. */
export const MAP_PICTURE_MAX_SIDE = 20_000;

const id = z.string().min(1).max(64);
const mapName = z
  .string({ error: '请输入地图名称' })
  .trim()
  .min(1, '请输入地图名称')
  .max(30, '地图名称不能超过30个字符');
const floor = z.string({ error: '请输入楼层' }).trim().max(10, '楼层不能超过10个字符').default('');
const pictureSide = (what: string) =>
  z
    .number({ error: `请提供图片${what}` })
    .int(`图片${what}须为整数像素`)
    .min(1, `图片${what}须大于0`)
    .max(MAP_PICTURE_MAX_SIDE, `图片${what}不能超过${MAP_PICTURE_MAX_SIDE}像素`);
const picture = {
  pictureUrl: z
    .string({ error: '请选择地图图片' })
    .trim()
    .min(1, '请选择地图图片')
    .max(1000, '图片地址过长')
    .refine(isServableMediaUrl, '请从素材库选择地图图片'),
  pictureWidth: pictureSide('宽度'),
  pictureHeight: pictureSide('高度'),
};
const pointName = z
  .string({ error: '请输入点位名称' })
  .trim()
  .min(1, '请输入点位名称')
  .max(20, '点位名称不能超过20个字符');
const pointType = z.enum(MAP_POINT_TYPES, { error: '请选择点位类型' });
const coordinate = (axis: string) =>
  z
    .number({ error: `请提供${axis}坐标` })
    .min(0, MAP_MSG.pointOutside)
    .max(MAP_PICTURE_MAX_SIDE, MAP_MSG.pointOutside);
const description = z.string().trim().max(100, '点位说明不能超过100个字符').default('');

export const mapPageQuery = pageQuery.extend({ projectId: id, name: z.string().trim().max(30).optional() });
export const mapIdQuery = z.object({ id });
export const mapProjectQuery = z.object({ projectId: id });
export const mapCreateBody = z.object({ projectId: id, name: mapName, floor, ...picture });
export const mapRenameBody = z.object({ id, name: mapName, floor });
export const mapPictureBody = z.object({ id, ...picture });
export const pointCreateBody = z.object({
  mapId: id,
  name: pointName,
  type: pointType,
  x: coordinate('X'),
  y: coordinate('Y'),
  description,
});
export const pointMoveBody = z.object({ id, x: coordinate('X'), y: coordinate('Y') });
export const pointEditBody = z.object({ id, name: pointName, type: pointType, description });

export type MapCreateBody = z.input<typeof mapCreateBody>;
export type PointCreateBody = z.input<typeof pointCreateBody>;
export type PointEditBody = z.input<typeof pointEditBody>;

/** A point of a map, in the picture's pixels. */
export interface MapPoint {
  id: string;
  mapId: string;
  name: string;
  type: MapPointType;
  x: number;
  y: number;
  description: string;
}

/** A map as the list shows it. */
export interface MapSummary {
  id: string;
  projectId: string;
  name: string;
  floor: string;
  pictureUrl: string;
  pictureWidth: number;
  pictureHeight: number;
  pointCount: number;
  updatedAt: string;
}

/** A map with its points (the detail screen). */
export interface MapDetail extends MapSummary {
  points: MapPoint[];
}

/** One map's points for a picker. */
export interface ProjectMapPoints {
  mapId: string;
  mapName: string;
  floor: string;
  points: Pick<MapPoint, 'id' | 'name' | 'type'>[];
}

/**
 * Where a point is used: a navigation page of a screen configuration (its draft, or the version
 * robots show once `released`) or a command on its way to it.
 */
export type PointUse =
  | {
      kind: 'SCREEN';
      homepageId: string;
      screenName: string;
      pageName: string;
      /** The released version robots show names it (deleting is refused until it is republished). */
      released: boolean;
    }
  | { kind: 'COMMAND'; commandId: string; deviceName: string; status: string; createdAt: string };

/** The maps in a robot's configuration bundle: the floors with their points, in picture pixels. */
export const bundleMap = z.object({
  id: z.string(),
  name: z.string(),
  floor: z.string().describe('楼层，如 1F'),
  pictureUrl: z.string().describe('地图图片地址（平台文件地址）'),
  pictureWidth: z.number().int().describe('图片宽度（像素），点位与位置坐标的参照'),
  pictureHeight: z.number().int().describe('图片高度（像素）'),
  points: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(MAP_POINT_TYPES).describe('点位类型'),
      x: z.number().describe('图片像素横坐标'),
      y: z.number().describe('图片像素纵坐标'),
      description: z.string(),
    }),
  ),
});
export type BundleMap = z.infer<typeof bundleMap>;
