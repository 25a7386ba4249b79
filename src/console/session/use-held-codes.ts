import { useMemo } from 'react';
import type { MenuCode } from '../../shared/permissions';
import { useSession } from './session-store';

/** The menu permission as a set, for menu filtering and permission checks in screens. */
export function useHeldCodes(): ReadonlySet<MenuCode> {
  const codes = useSession((state) => state.menuPermission);
  return useMemo(() => new Set(codes ?? []), [codes]);
}
