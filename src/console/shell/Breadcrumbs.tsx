import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { titleText, useMatchedRoutes } from '../routes/use-route-metas';

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** A crumb the route table cannot name (a configuration's name, known once loaded). */
export interface ExtraCrumb {
  title: string;
  to: string;
}

/**
 * One crumb per titled route of the current location; an index route shares its parent's crumb.
 * `beforeLast` crumbs go just before the page's own.
 */
export function Breadcrumbs({ beforeLast = [] }: { beforeLast?: readonly ExtraCrumb[] }) {
  const seen = new Set<string>();
  const crumbs = useMatchedRoutes().flatMap((matched) => {
    const title = titleText(matched.meta.title, matched.params);
    const pathname = trimSlash(matched.pathname);
    if (!title || seen.has(pathname)) return [];
    seen.add(pathname);
    return [{ title, pathname }];
  });
  if (beforeLast.length > 0 && crumbs.length > 0)
    crumbs.splice(-1, 0, ...beforeLast.map(({ title, to }) => ({ title, pathname: to })));
  const items = crumbs.map((crumb, position) => ({
    key: crumb.pathname,
    title: position < crumbs.length - 1 ? <Link to={crumb.pathname}>{crumb.title}</Link> : crumb.title,
  }));
  return <Breadcrumb items={items} />;
}
