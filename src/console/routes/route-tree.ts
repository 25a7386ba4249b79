import type { MenuCode } from '../../shared/permissions';
import type { Access, RouteMeta, RouteNode } from './route-model';

/** A table entry placed in the tree: its name, full path pattern and inherited requirements. */
export interface ResolvedRoute {
  node: RouteNode;
  meta: RouteMeta;
  /** Absolute path pattern, e.g. `/home/project-management/:projectID/overview`. */
  fullPath: string;
  /** Codes of this route and all its parents: what the guard asks when it is the leaf. */
  chainPermissions: readonly MenuCode[];
  access: Access;
  parent: ResolvedRoute | null;
  children: ResolvedRoute[];
}

/** `fileManage/:id/:name` → `fileManage-id-name`; optional markers dropped. */
const slug = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
    .join('-');

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base;
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

function nameOf(node: RouteNode, parent: ResolvedRoute | null): string {
  if (node.name) return node.name;
  const parentName = parent?.meta.name ?? '';
  if (node.index) return parentName ? `${parentName}-index` : 'index';
  if (!node.path) return parentName;
  return parentName ? `${parentName}-${slug(node.path)}` : slug(node.path);
}

function resolve(node: RouteNode, parent: ResolvedRoute | null): ResolvedRoute {
  const own = node.permissions ?? [];
  const resolved: ResolvedRoute = {
    node,
    meta: {
      name: nameOf(node, parent),
      title: node.title,
      summary: node.summary,
      access: node.access,
      permissions: own,
    },
    fullPath: joinPath(parent?.fullPath ?? '/', node.path),
    chainPermissions: [...new Set([...(parent?.chainPermissions ?? []), ...own])],
    access: node.access ?? parent?.access ?? 'public',
    parent,
    children: [],
  };
  resolved.children = (node.children ?? []).map((child) => resolve(child, resolved));
  return resolved;
}

export function resolveRoutes(table: RouteNode[]): ResolvedRoute[] {
  return table.map((node) => resolve(node, null));
}

export function* walkRoutes(routes: ResolvedRoute[]): Generator<ResolvedRoute> {
  for (const route of routes) {
    yield route;
    yield* walkRoutes(route.children);
  }
}

export const holdsAll = (required: readonly MenuCode[], held: ReadonlySet<MenuCode>): boolean =>
  required.every((code) => held.has(code));
