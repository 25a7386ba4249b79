import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTE_OBJECTS } from './console-branch';
import { discoverConsoleRoutes, ROOT_ROUTE_ID } from './discover-console';

describe('the console’s routes, added on the first console address', () => {
  it('are added by the navigation that lands, once, under the guarded root', async () => {
    const patches: [string | null, RouteObject[]][] = [];
    const patch = (routeId: string | null, children: RouteObject[]) => patches.push([routeId, children]);
    // A sign-in sets off for its destination while the guard sends it home: the first navigation
    // is replaced, and the router would drop its patch.
    await discoverConsoleRoutes({ signal: AbortSignal.abort(), patch });
    expect(patches).toEqual([]);
    const landing = new AbortController().signal;
    await Promise.all([
      discoverConsoleRoutes({ signal: landing, patch }),
      discoverConsoleRoutes({ signal: landing, patch }),
    ]);
    await discoverConsoleRoutes({ signal: landing, patch });
    expect(patches).toEqual([[ROOT_ROUTE_ID, CONSOLE_ROUTE_OBJECTS]]);
  });
});
