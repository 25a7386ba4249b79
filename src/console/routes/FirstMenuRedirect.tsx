import { Navigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { useHeldCodes } from '../session/use-held-codes';
import { CONSOLE_TOP_MENUS } from './console-menus';
import { firstMenuPath, permittedTopMenus } from './menus';

/** The platform reviewer's work: the certification review queue. */
const REVIEW_PATH = '/review';

/** /home: the reviewer to the review queue, anyone else to the first permitted entry of the top menus. */
export default function FirstMenuRedirect() {
  const held = useHeldCodes();
  const isReviewer = useSession((state) => !!state.userInfo?.isReviewer);
  const to = isReviewer
    ? REVIEW_PATH
    : (firstMenuPath(permittedTopMenus(CONSOLE_TOP_MENUS, held)) ?? '/403/home');
  return <Navigate to={to} replace />;
}
