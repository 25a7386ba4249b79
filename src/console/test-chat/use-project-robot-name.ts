import { useQuery } from '@tanstack/react-query';
import { deviceApi } from '../device/device-api';
import { useSession } from '../session/session-store';

/**
 * The name of one of the project's robots, for answers read as a robot says them (its name for
 * ${robotName}); undefined while it loads, when the project has none, or when the caller may not
 * list its robots — the answers then show as stored.
 */
export function useProjectRobotName(projectId: string): string | undefined {
  const role = useSession((state) => state.visitRole);
  const robots = useQuery({
    queryKey: ['test-chat', 'robot-name', role, projectId],
    queryFn: () => deviceApi.page({ projectId, pageNo: 0, pageSize: 1 }, { quiet: true }),
    enabled: projectId !== '',
    retry: false,
    staleTime: 60_000,
  });
  return robots.data?.content[0]?.name;
}
