import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommandBody, DEVICE_MSG } from '../../shared/api/devices';
import { MONITORING_MSG } from '../../shared/api/monitoring';
import { feedback } from '../app/feedback';
import { useSession } from '../session/session-store';
import { type AlarmFilters, monitoringApi, type RobotFilters } from './monitoring-api';
import { MONITORING_KEYS } from './monitoring-keys';

/** Live data comes from the feed; a query is fetched again only when the feed says so (or after a drop). */
const FROM_FEED = { staleTime: Number.POSITIVE_INFINITY, placeholderData: keepPreviousData } as const;

function useRole() {
  return useSession((state) => state.visitRole);
}

export function useRobots(filters: RobotFilters, pageNo: number, pageSize: number, enabled = true) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'robots', filters, pageNo, pageSize),
    queryFn: () => monitoringApi.robots(filters, pageNo, pageSize),
    enabled,
    ...FROM_FEED,
  });
}

export function useRobotDetail(id: string) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'robot', id),
    queryFn: () => monitoringApi.robot(id),
    enabled: id !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRobotSamples(id: string) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'samples', id),
    queryFn: () => monitoringApi.samples(id),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRobotCommands(id: string) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'commands', id),
    queryFn: () => monitoringApi.commands(id),
    enabled: id !== '',
    ...FROM_FEED,
  });
}

export function useRobotConversations(id: string) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'conversations', id),
    queryFn: () => monitoringApi.conversations(id),
    enabled: id !== '',
    // Conversations are not on the feed: a minute is fresh enough for the last few.
    refetchInterval: 60_000,
  });
}

export function useAlarms(filters: AlarmFilters, pageNo: number, pageSize: number) {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'alarms', filters, pageNo, pageSize),
    queryFn: () => monitoringApi.alarms(filters, pageNo, pageSize),
    ...FROM_FEED,
  });
}

export function useRobotTags() {
  const role = useRole();
  return useQuery({
    queryKey: MONITORING_KEYS.of(role, 'tags'),
    queryFn: monitoringApi.tags,
    staleTime: 60_000,
  });
}

export function useAcknowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: monitoringApi.acknowledge,
    onSuccess: () => {
      feedback.success(MONITORING_MSG.acknowledged);
      void client.invalidateQueries({
        queryKey: MONITORING_KEYS.all,
        predicate: (query) => query.queryKey[2] === 'alarms',
      });
    },
  });
}

export function useSendCommand(deviceId: string) {
  const client = useQueryClient();
  const role = useRole();
  return useMutation({
    mutationFn: (body: CommandBody) => monitoringApi.command(body),
    onSuccess: () => {
      feedback.success(DEVICE_MSG.commandSent);
      void client.invalidateQueries({ queryKey: MONITORING_KEYS.of(role, 'commands', deviceId) });
    },
  });
}
