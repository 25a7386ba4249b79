import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { feedback } from '../app/feedback';
import { PageLoading } from '../app/PageLoading';
import { loadMenus } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { decideGuard } from './guard';
import { isRouteMeta } from './use-route-metas';

/**
 * Applies the route guard to every navigation. Like a router's before-each hook it decides when
 * the location changes (or the menus it waited for arrive), not whenever the session changes:
 * a login finishing on /login must not be sent to /home before it picks its own destination.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const menuStatus = useSession((state) => state.menuStatus);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided per navigation and per menu load, on purpose (see above)
  const decision = useMemo(
    () => decideGuard(matches.map((match) => match.handle).filter(isRouteMeta), useSession.getState()),
    [location.key, menuStatus],
  );

  useEffect(() => {
    if (decision.kind === 'load-menus') void loadMenus();
    if (decision.kind !== 'redirect') return;
    if (decision.endSession) useSession.getState().clearSession();
    if (decision.warning) feedback.warning(decision.warning);
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  return decision.kind === 'allow' ? children : <PageLoading />;
}
