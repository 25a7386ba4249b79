import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoon } from '../pages/ComingSoon';
import { CONSOLE_ROUTES } from './console-menus';
import { lazyScreen } from './lazy-screen';
import type { MenuLink } from './menus';
import { RedirectToFirstMenu, RedirectToFirstPermitted } from './Redirects';
import type { ResolvedRoute } from './route-tree';
import { ScreenBoundary } from './ScreenBoundary';

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

function redirectElement(route: ResolvedRoute, redirect: string): ReactNode {
  if (redirect === 'first-menu') return <RedirectToFirstMenu />;
  if (redirect === 'first-child') {
    return (
      <RedirectToFirstPermitted
        candidates={childLinks(route.parent)}
        refusedName={route.parent?.meta.name ?? ''}
      />
    );
  }
  return <Navigate to={redirect} replace />;
}

function elementOf(route: ResolvedRoute): ReactNode {
  const { node } = route;
  if (node.element) return node.element;
  if (node.redirect) return redirectElement(route, node.redirect);
  if (node.screen) {
    const Screen = lazyScreen(node.screen);
    return (
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>
    );
  }
  return route.children.length > 0 ? undefined : <ComingSoon />;
}

function toRouteObject(route: ResolvedRoute): RouteObject {
  const shared = { element: elementOf(route), handle: route.meta };
  if (route.node.index) return { ...shared, index: true };
  return { ...shared, path: route.node.path, children: route.children.map(toRouteObject) };
}

/** react-router's route objects for the whole console, built from the route table. */
export function buildRouteObjects(): RouteObject[] {
  return CONSOLE_ROUTES.map(toRouteObject);
}
