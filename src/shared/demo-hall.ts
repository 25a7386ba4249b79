import type { MapPointType } from './api/maps';

/**
 * The demo exhibition hall: the named places the robot simulator walks when its project has no
 * map (on a 0–100 plane), and the points of the demo project's seeded floor map (the same places
 * on a 1600 × 1000 picture). One list, so a demo robot's reported place is always a point on the map.
 */
export const DEMO_HALL_POINTS: readonly { name: string; type: MapPointType; x: number; y: number }[] = [
  { name: '入口', type: 'ENTRANCE', x: 8, y: 50 },
  { name: '前台', type: 'RECEPTION', x: 25, y: 38 },
  { name: '展厅A', type: 'EXHIBIT', x: 52, y: 22 },
  { name: '展厅B', type: 'EXHIBIT', x: 78, y: 30 },
  { name: '多媒体区', type: 'EXHIBIT', x: 70, y: 72 },
  { name: '休息区', type: 'REST_AREA', x: 40, y: 80 },
  { name: '充电桩', type: 'CHARGER', x: 92, y: 88 },
];

/** The seeded floor picture's size: a plane point (x, y) sits at (x × 16, y × 10) on it. */
export const DEMO_HALL_PICTURE = { width: 1600, height: 1000 } as const;
