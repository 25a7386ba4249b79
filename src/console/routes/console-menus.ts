import { buildSideMenu, buildTopMenus, type SideMenuEntry } from './menus';
import type { SideMenuKey } from './route-model';
import { resolveRoutes } from './route-tree';
import { CONSOLE_TABLE, SIDE_GROUP_DEFS, TOP_MENU_DEFS } from './table/console';

/** The console's routes placed in their tree, and every menu of the console derived from them once. */
export const CONSOLE_ROUTES = resolveRoutes(CONSOLE_TABLE);

export const CONSOLE_TOP_MENUS = buildTopMenus(CONSOLE_ROUTES, TOP_MENU_DEFS);

export const CONSOLE_SIDE_MENUS: Record<SideMenuKey, SideMenuEntry[]> = {
  project: buildSideMenu(CONSOLE_ROUTES, 'project', SIDE_GROUP_DEFS),
  operation: buildSideMenu(CONSOLE_ROUTES, 'operation', SIDE_GROUP_DEFS),
  enterprise: buildSideMenu(CONSOLE_ROUTES, 'enterprise', SIDE_GROUP_DEFS),
};
