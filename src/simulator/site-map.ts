import type { ConfigurationBundle } from '../shared/api/device-link';
import { DEMO_HALL_POINTS } from '../shared/demo-hall';

/** A named point of the site the robot walks. */
export interface SitePoint {
  name: string;
  x: number;
  y: number;
}

/**
 * Where the robot walks: named points in one frame. A map of the project's bundle gives its
 * points in the picture's pixels (and its id goes into every reported position); without one
 * the robot walks its built-in hall, a 0–100 plane with no map id.
 */
export interface Site {
  mapId: string | null;
  points: readonly SitePoint[];
  /** Where it charges; null: it charges where it stands. */
  charger: string | null;
  /** Distance walked per simulated second, in the site's units. */
  speed: number;
}

/** The built-in hall: the places the demo project's floor map names too. */
export const BUILT_IN_SITE: Site = {
  mapId: null,
  points: DEMO_HALL_POINTS.map(({ name, x, y }) => ({ name, x, y })),
  charger: DEMO_HALL_POINTS.find((point) => point.type === 'CHARGER')?.name ?? null,
  speed: 2,
};

/** The built-in site's charging point. */
export const CHARGER = BUILT_IN_SITE.charger;

/** Walking a fiftieth of the map's larger side per second, as on the built-in 0–100 plane. */
const SPEED_SHARE = BUILT_IN_SITE.speed / 100;

/**
 * The site a bundle's maps give: the map with a charging pile (else the one with the most
 * points), when it has at least two points to walk between; null otherwise.
 */
export function siteFromBundle(bundle: Pick<ConfigurationBundle, 'maps'>): Site | null {
  const walkable = (bundle.maps ?? []).filter((map) => map.points.length >= 2);
  if (walkable.length === 0) return null;
  const hasCharger = (map: (typeof walkable)[number]) => map.points.some((point) => point.type === 'CHARGER');
  const map = walkable.find(hasCharger) ?? [...walkable].sort((a, b) => b.points.length - a.points.length)[0];
  const charger = map.points.find((point) => point.type === 'CHARGER') ?? null;
  return {
    mapId: map.id,
    points: map.points.map(({ name, x, y }) => ({ name, x, y })),
    charger: charger?.name ?? null,
    speed: Math.max(map.pictureWidth, map.pictureHeight) * SPEED_SHARE,
  };
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
