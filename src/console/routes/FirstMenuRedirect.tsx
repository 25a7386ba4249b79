import { Navigate } from 'react-router-dom';
import { useHeldCodes } from '../session/use-held-codes';
import { CONSOLE_TOP_MENUS } from './console-menus';
import { firstMenuPath, permittedTopMenus } from './menus';

/** /home: to the first permitted entry of the top menus. */
export default function FirstMenuRedirect() {
  const held = useHeldCodes();
  const to = firstMenuPath(permittedTopMenus(CONSOLE_TOP_MENUS, held)) ?? '/403/home';
  return <Navigate to={to} replace />;
}
