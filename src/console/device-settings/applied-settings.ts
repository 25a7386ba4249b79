import { useQuery } from '@tanstack/react-query';
import { type AppliedSettings, DEVICE_SETTINGS_API } from '../../shared/api/device-settings';
import { http } from '../api/http';
import { useSession } from '../session/session-store';

/** Refreshed with the device list's own live refresh. */
const REFRESH_MS = 5_000;

/** What applies to each device of the project and why (one call for the whole list). */
export function useAppliedSettings(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['device-settings', role, projectId],
    queryFn: () => http.get<AppliedSettings>(DEVICE_SETTINGS_API.applied, { projectId }, { quiet: true }),
    refetchInterval: REFRESH_MS,
    enabled: projectId !== '',
  });
}
