import { MAP_API, type MapDetail, type MapPoint, type MapPointType } from '../../../../src/shared/api/maps';
import type { ManagerTestApp } from '../../test-support/manager-test-app';

/** A floor map of `projectId` with the named points in a row, made through the map calls. */
export async function floorWithPoints(
  app: ManagerTestApp,
  projectId: string,
  points: readonly (readonly [name: string, type: MapPointType])[],
): Promise<MapPoint[]> {
  const map = await app.call<MapDetail>(app.enterpriseA, {
    method: 'PUT',
    url: MAP_API.create,
    payload: {
      projectId,
      name: '一楼',
      pictureUrl: '/manager/v1/homepage/file?path=floor.png',
      pictureWidth: 1000,
      pictureHeight: 800,
    },
  });
  const made: MapPoint[] = [];
  for (const [name, type] of points) {
    const point = await app.call<MapPoint>(app.enterpriseA, {
      method: 'PUT',
      url: MAP_API.pointCreate,
      payload: { mapId: map.body.data.id, name, type, x: 100 + made.length * 200, y: 400 },
    });
    made.push(point.body.data);
  }
  return made;
}
