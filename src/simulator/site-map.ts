/** A point of the simulated site, on a 0–100 plane. */
export interface SitePoint {
  name: string;
  x: number;
  y: number;
}

/** Where robots walk, charge and greet: the named points of the demo hall. */
export const SITE_POINTS: readonly SitePoint[] = [
  { name: '入口', x: 8, y: 50 },
  { name: '前台', x: 25, y: 38 },
  { name: '展厅A', x: 52, y: 22 },
  { name: '展厅B', x: 78, y: 30 },
  { name: '多媒体区', x: 70, y: 72 },
  { name: '休息区', x: 40, y: 80 },
  { name: '充电桩', x: 92, y: 88 },
];

export const CHARGER = '充电桩';

export function pointNamed(name: string): SitePoint | undefined {
  return SITE_POINTS.find((point) => point.name === name);
}

export interface Position {
  x: number;
  y: number;
}

/** One step of at most `distance` from `from` towards `to`; arrives exactly. */
export function stepTowards(
  from: Position,
  to: Position,
  distance: number,
): { position: Position; arrived: boolean } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const remaining = Math.hypot(dx, dy);
  if (remaining <= distance) return { position: { x: to.x, y: to.y }, arrived: true };
  const share = distance / remaining;
  return { position: { x: from.x + dx * share, y: from.y + dy * share }, arrived: false };
}
