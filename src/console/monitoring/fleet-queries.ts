import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEVICE_API, type FleetSummary } from '../../shared/api/devices';
import { http } from '../api/http';
import { useSession } from '../session/session-store';

/**
 * The fleet's figures: the monitoring feed fetches them again whenever an alarm begins or ends
 * (a robot went offline, a battery ran low); this slow refresh only catches the rest.
 */
export const FLEET_REFRESH_MS = 60_000;

export const FLEET_KEYS = { all: ['fleet'] as const };

/** The caller's fleet, refetched every FLEET_REFRESH_MS and on alarm news; the visit role is in the key. */
export function useFleet() {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...FLEET_KEYS.all, role],
    // Failures show in place; a failed refresh keeps the last figures on screen.
    queryFn: () => http.get<FleetSummary>(DEVICE_API.fleet, undefined, { quiet: true }),
    refetchInterval: FLEET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
