import { type Params, type UIMatch, useMatches } from 'react-router-dom';
import type { RouteMeta, Title } from './route-model';

export const isRouteMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'permissions' in handle;

export interface MatchedRoute {
  meta: RouteMeta;
  pathname: string;
  params: Params;
}

const toMatched = (match: UIMatch): MatchedRoute[] =>
  isRouteMeta(match.handle) ? [{ meta: match.handle, pathname: match.pathname, params: match.params }] : [];

/** The table entries of the current location, root first. */
export function useMatchedRoutes(): MatchedRoute[] {
  return useMatches().flatMap(toMatched);
}

/** The current route's name: what the menus' active rule compares. */
export function useCurrentRouteName(): string {
  const matched = useMatchedRoutes();
  return matched[matched.length - 1]?.meta.name ?? '';
}

export const titleText = (title: Title | undefined, params: Params): string | undefined =>
  typeof title === 'function' ? title(params) : title;
