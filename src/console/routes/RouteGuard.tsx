import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
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
  const navigating = useNavigation().state !== 'idle';
  const menuStatus = useSession((state) => state.menuStatus);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided per navigation and per menu load, on purpose (see above)
  const decision = useMemo(
    () => decideGuard(matches.map((match) => match.handle).filter(isRouteMeta), useSession.getState()),
    [location.key, menuStatus],
  );

  useEffect(() => {
    // A navigation under way (its code still loading) is decided where it lands: a sign-in on
    // /login that has set off for its destination must not be sent to /home meanwhile.
    if (navigating) return;
    if (decision.kind === 'load-menus') void loadMenus();
    if (decision.kind !== 'redirect') return;
    if (decision.endSession) useSession.getState().clearSession();
    if (decision.warning) feedback.warning(decision.warning);
    navigate(decision.to, { replace: true });
  }, [decision, navigate, navigating]);

  return decision.kind === 'allow' ? children : <PageLoading />;
}
