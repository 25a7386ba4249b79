import { generatePath, type Params } from 'react-router-dom';
import type { MenuCode } from '../../shared/permissions';
import type { MenuIcon, SideMenuKey, TopMenuKey } from './route-model';
import { holdsAll, type ResolvedRoute, walkRoutes } from './route-tree';

/**
 * Menus derived from the route table (accounts spec section 2, project-areas spec section 2):
 * an entry shows only when the user holds all codes of its route chain; a parent without a
 * permitted child is hidden.
 */
export interface MenuLink {
  kind: 'link';
  /** The route name; the active rule compares it with the current route's name. */
  name: string;
  title: string;
  /** Path pattern; `linkTarget` fills its params. */
  path: string;
  permissions: readonly MenuCode[];
  icon?: MenuIcon;
  newTab?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  title: string;
  icon?: MenuIcon;
  items: MenuLink[];
}

export type SideMenuEntry = MenuLink | MenuGroup;

export interface TopMenuDef {
  key: TopMenuKey;
  title: string;
  icon?: MenuIcon;
}

export interface TopMenu extends TopMenuDef {
  items: MenuLink[];
}

export interface SideGroupDef {
  key: string;
  title: string;
  icon?: MenuIcon;
}

function toLink(route: ResolvedRoute): MenuLink {
  const { title } = route.meta;
  return {
    kind: 'link',
    name: route.meta.name,
    title: typeof title === 'string' ? title : route.meta.name,
    path: route.fullPath,
    permissions: route.chainPermissions,
    icon: route.node.topMenu?.icon ?? route.node.sideMenu?.icon,
    newTab: route.node.topMenu?.newTab,
  };
}

export function buildTopMenus(routes: ResolvedRoute[], defs: readonly TopMenuDef[]): TopMenu[] {
  const all = [...walkRoutes(routes)];
  return defs.map((def) => ({
    ...def,
    items: all.filter((route) => route.node.topMenu?.menu === def.key).map(toLink),
  }));
}

/** Side menu entries in table order; entries naming a group gather under it at its first place. */
export function buildSideMenu(
  routes: ResolvedRoute[],
  menu: SideMenuKey,
  groups: readonly SideGroupDef[],
): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [];
  for (const route of walkRoutes(routes)) {
    const placement = route.node.sideMenu;
    if (placement?.menu !== menu) continue;
    if (!placement.group) {
      entries.push(toLink(route));
      continue;
    }
    let group = entries.find(
      (entry): entry is MenuGroup => entry.kind === 'group' && entry.key === placement.group,
    );
    if (!group) {
      const def = groups.find((candidate) => candidate.key === placement.group);
      group = {
        kind: 'group',
        key: placement.group,
        title: def?.title ?? placement.group,
        icon: def?.icon,
        items: [],
      };
      entries.push(group);
    }
    group.items.push(toLink(route));
  }
  return entries;
}

const permittedLinks = (links: MenuLink[], held: ReadonlySet<MenuCode>): MenuLink[] =>
  links.filter((link) => holdsAll(link.permissions, held));

export function permittedTopMenus(menus: TopMenu[], held: ReadonlySet<MenuCode>): TopMenu[] {
  return menus
    .map((menu) => ({ ...menu, items: permittedLinks(menu.items, held) }))
    .filter((menu) => menu.items.length > 0);
}

export function permittedSideMenu(entries: SideMenuEntry[], held: ReadonlySet<MenuCode>): SideMenuEntry[] {
  return entries.flatMap((entry): SideMenuEntry[] => {
    if (entry.kind === 'link') return holdsAll(entry.permissions, held) ? [entry] : [];
    const items = permittedLinks(entry.items, held);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** Names an entry answers to: its own, or its children's. */
export function entryNames(entry: SideMenuEntry | TopMenu): string[] {
  return 'items' in entry ? entry.items.map((item) => item.name) : [entry.name];
}

/** The active rule: the current route name starts with the item's name or a child's name. */
export const isMenuActive = (routeName: string, names: readonly string[]): boolean =>
  names.some((name) => routeName.startsWith(name));

/** The address of a menu link, its params taken from the current route (e.g. the project). */
export function linkTarget(link: MenuLink, params: Params): string {
  return generatePath(link.path, params as Record<string, string>);
}

/** /home's destination: the first permitted entry of the console's own menus. */
export function firstMenuPath(menus: TopMenu[]): string | null {
  const first = menus.find((menu) => menu.key !== 'engine')?.items[0];
  return first ? linkTarget(first, {}) : null;
}
