import { navigateTo } from '../app/navigation';
import { queryClient } from '../app/query-client';
import { useSession } from '../session/session-store';

/** Toggles enterprise/personal, forgets the menus and data of the old scope, reloads home. */
export function switchVisitRole(): void {
  const session = useSession.getState();
  session.setVisitRole(session.visitRole === 'enterprise' ? 'personal' : 'enterprise');
  session.clearMenus();
  queryClient.removeQueries();
  navigateTo('/home');
}
