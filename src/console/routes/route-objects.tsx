import { Navigate, type Params, type RouteObject } from 'react-router-dom';
import { LoadFailure } from './LoadFailure';
import type { MenuLink } from './menus';
import { RedirectToFirstPermitted } from './Redirects';
import type { RouteNode } from './route-model';
import type { ResolvedRoute } from './route-tree';
import { lazyScreen } from './screen-loader';

/** Sibling routes an index `first-child` redirect may pick, in table order, descending into pathless layouts. */
function childLinks(parent: ResolvedRoute | null): MenuLink[] {
  const links: MenuLink[] = [];
  for (const child of parent?.children ?? []) {
    if (child.node.index || child.node.redirect) continue;
    if (!child.node.path) {
      links.push(...childLinks(child));
      continue;
    }
    const { title } = child.meta;
    links.push({
      kind: 'link',
      name: child.meta.name,
      title: typeof title === 'string' ? title : child.meta.name,
      path: child.fullPath,
      permissions: child.chainPermissions,
    });
  }
  return links;
}

/** What a route renders: its element, a redirect, or its screen's code loaded by the router. */
function renderingOf(route: ResolvedRoute): Pick<RouteObject, 'element' | 'lazy' | 'errorElement'> {
  const { node } = route;
  if (node.element) return { element: node.element };
  if (node.redirect === 'first-menu') return { lazy: lazyScreen(() => import('./FirstMenuRedirect')) };
  if (node.redirect === 'first-child') {
    const candidates = childLinks(route.parent);
    const refusedName = route.parent?.meta.name ?? '';
    return { element: <RedirectToFirstPermitted candidates={candidates} refusedName={refusedName} /> };
  }
  if (node.redirect) return { element: <Navigate to={node.redirect} replace /> };
  // A screen that fails shows the reload offer in its own place, its layout kept.
  if (node.screen) return { lazy: lazyScreen(node.screen), errorElement: <LoadFailure /> };
  if (route.children.length > 0) return {};
  return { lazy: lazyScreen(() => import('../pages/ComingSoonPage')), errorElement: <LoadFailure /> };
}

const sameParams = (a: Params, b: Params) => Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);

/** The route's head start as a loader: it starts the work and answers at once, holding nothing up. */
function prefetchingOf({ prefetch }: RouteNode): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  if (!prefetch) return {};
  return {
    loader: ({ params, request }) => {
      prefetch(params, new URL(request.url));
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => !sameParams(currentParams, nextParams),
  };
}

function toRouteObject(route: ResolvedRoute): RouteObject {
  const shared = { ...renderingOf(route), ...prefetchingOf(route.node), handle: route.meta };
  if (route.node.index) return { ...shared, index: true };
  return { ...shared, path: route.node.path, children: route.children.map(toRouteObject) };
}

/** react-router's route objects for a part of the route table. */
export const routeObjectsOf = (routes: ResolvedRoute[]): RouteObject[] => routes.map(toRouteObject);
