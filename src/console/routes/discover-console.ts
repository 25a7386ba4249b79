import type { RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { withTimeout } from './screen-loader';

/** The id of the guarded root route the console's routes are added under. */
export const ROOT_ROUTE_ID = 'root';

let added = false;

/**
 * react-router's `patchRoutesOnNavigation`: the first time an address is not one of the sign-in
 * pages (or matched only the catch-all), loads the console's part of the route table and adds
 * it, so the first load carries the sign-in routes alone.
 */
export async function discoverConsoleRoutes({
  signal,
  patch,
}: {
  signal: AbortSignal;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  if (added) return;
  const { CONSOLE_ROUTE_OBJECTS } = await withTimeout(import('./console-branch'), CHUNK_LOAD_TIMEOUT_MS);
  // The router ignores the patch of a navigation another one has replaced: leave it to that one.
  if (added || signal.aborted) return;
  patch(ROOT_ROUTE_ID, CONSOLE_ROUTE_OBJECTS);
  added = true;
}
