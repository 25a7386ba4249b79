import { useCallback } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { MenuCode } from '../../shared/permissions';
import { useHeldCodes } from '../session/use-held-codes';
import { CONSOLE_ROUTES } from './console-menus';
import { holdsAll, type ResolvedRoute } from './route-tree';

/** The route table as bare route objects, each carrying what opening it needs. */
const toObject = (route: ResolvedRoute): RouteObject =>
  route.node.index
    ? { index: true, handle: route.chainPermissions }
    : { path: route.node.path, handle: route.chainPermissions, children: route.children.map(toObject) };
const ROUTES = CONSOLE_ROUTES.map(toObject);

/** The codes an address needs (its matched route chain's), or null when no route has it. */
export function codesToOpen(path: string): readonly MenuCode[] | null {
  const leaf = matchRoutes(ROUTES, path)?.at(-1);
  return leaf ? (leaf.route.handle as readonly MenuCode[]) : null;
}

export const mayOpen = (path: string, held: ReadonlySet<MenuCode>): boolean => {
  const codes = codesToOpen(path);
  return codes !== null && holdsAll(codes, held);
};

/**
 * Whether the user may open an address: a link to a screen they cannot enter is shown disabled
 * rather than sending them to 您暂无权限进入此功能 (spec section 6).
 */
export function useMayOpen(): (path: string) => boolean {
  const held = useHeldCodes();
  return useCallback((path: string) => mayOpen(path, held), [held]);
}
