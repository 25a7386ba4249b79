import type { ComponentType, ReactNode } from 'react';
import type { Params } from 'react-router-dom';
import type { MenuCode } from '../../shared/permissions';

/** auth: login required (needAuth); logout: logged-out users only (needLogout); public: anyone. */
export type Access = 'auth' | 'logout' | 'public';

export type TopMenuKey = 'home' | 'project' | 'operation' | 'business' | 'engine';
export type SideMenuKey = 'project' | 'operation' | 'enterprise';

export type ScreenModule = { default: ComponentType };

/**
 * A menu icon by name; the shell draws it (shell/menu-icons.tsx), so the icons stay out of the
 * first-load bundle of the login page, which carries this table.
 */
export type MenuIcon =
  | 'home'
  | 'project'
  | 'operation'
  | 'business'
  | 'engine'
  | 'robot'
  | 'graph'
  | 'apps'
  | 'layout'
  | 'persona'
  | 'dashboard'
  | 'map'
  | 'book'
  | 'face'
  | 'mark'
  | 'chart'
  | 'history'
  | 'user'
  | 'role';
export type Title = string | ((params: Params) => string);

/**
 * One entry of the declarative route table. What renders, in order of precedence: `element`,
 * `redirect`, `screen` (a lazily loaded module, a layout when the route has children), otherwise
 * the 'coming soon' page for a leaf, or a plain outlet for a route with children.
 */
export interface RouteNode {
  path?: string;
  index?: boolean;
  /** Route name; derived from the parent's name and the path when not given. */
  name?: string;
  title?: Title;
  /** One sentence about the area, shown by its 'coming soon' page until the screen exists. */
  summary?: string;
  access?: Access;
  /** Codes this route needs; a route needs the codes of all its matched parents too. */
  permissions?: readonly MenuCode[];
  element?: ReactNode;
  screen?: () => Promise<ScreenModule>;
  /**
   * Work the screen can begin before its code arrives (fetch its data, load a frame it needs):
   * run as soon as the router matches the route, again only when its path parameters change.
   */
  prefetch?: (params: Params, url: URL) => void;
  /**
   * An index route that only sends on: to a fixed path, to the first sibling route the user may
   * open (`first-child`), or to the first permitted entry of the top menus (`first-menu`).
   */
  redirect?: string | 'first-child' | 'first-menu';
  topMenu?: { menu: TopMenuKey; icon?: MenuIcon; newTab?: boolean };
  sideMenu?: { menu: SideMenuKey; group?: string; icon?: MenuIcon };
  children?: RouteNode[];
}

/** What each react-router match carries in `handle`: the guard and breadcrumbs read it. */
export interface RouteMeta {
  name: string;
  title?: Title;
  summary?: string;
  access?: Access;
  permissions: readonly MenuCode[];
}
