import { Navigate, useParams } from 'react-router-dom';
import { useHeldCodes } from '../session/use-held-codes';
import { linkTarget, type MenuLink } from './menus';
import { holdsAll } from './route-tree';

/** Sends to the first of `candidates` the user may open; with none, to the no-access page. */
export function RedirectToFirstPermitted({
  candidates,
  refusedName,
}: {
  candidates: MenuLink[];
  refusedName: string;
}) {
  const held = useHeldCodes();
  const params = useParams();
  const first = candidates.find((link) => holdsAll(link.permissions, held));
  const to = first ? linkTarget(first, params) : `/403/${encodeURIComponent(refusedName)}`;
  return <Navigate to={to} replace />;
}
