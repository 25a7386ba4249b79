import { CONSOLE_ROUTES } from './console-menus';
import { routeObjectsOf } from './route-objects';

/** The console's route objects, made once: the router adds them when an address needs them. */
export const CONSOLE_ROUTE_OBJECTS = routeObjectsOf(CONSOLE_ROUTES);
