import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEVICE_API, type FleetSummary } from '../../shared/api/devices';
import { http } from '../api/http';
import { useSession } from '../session/session-store';

/** The monitoring screen is live: robots come online and go offline within seconds. */
export const FLEET_REFRESH_MS = 5_000;

export const FLEET_KEYS = { all: ['fleet'] as const };

/** The caller's fleet, refetched every FLEET_REFRESH_MS; the visit role is in the key. */
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
