import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type DeviceFilters, type DevicePageQuery, deviceApi } from './device-api';

/**
 * Query keys of device data, with the visit role in each (another role sees other projects).
 * Orders are keyed apart: refreshing the list never refetches an order being paid.
 */
export const DEVICE_KEYS = {
  all: ['devices'] as const,
  page: (role: string, query: DevicePageQuery) => ['devices', role, 'page', query] as const,
  count: (role: string, projectId: string, filters: DeviceFilters) =>
    ['devices', role, 'count', projectId, filters] as const,
  byKey: (role: string, projectId: string, activationKey: string) =>
    ['devices', role, 'key', projectId, activationKey] as const,
  commands: (role: string, deviceId: string) => ['devices', role, 'commands', deviceId] as const,
  screen: (role: string, deviceId: string) => ['devices', role, 'screen', deviceId] as const,
  order: (role: string, id: string) => ['device-orders', role, id] as const,
};

/** The list follows robots live: one coming online shows within this time, without a reload. */
export const LIVE_REFRESH_MS = 5_000;
/** Counts for the expiry banner change by the day, not by the second. */
const COUNT_REFRESH_MS = 60_000;
/** A command's status moves within seconds while its drawer is open. */
const COMMAND_REFRESH_MS = 2_000;
/** How often a pending payment is asked after. */
const ORDER_POLL_MS = 2_000;
/** The command drawer shows this many of the latest commands. */
export const RECENT_COMMANDS = 10;

export function useDevicePage(query: DevicePageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.page(role, query),
    // Refreshes run every few seconds: a failure shows in place, not as a toast each time.
    queryFn: () => deviceApi.page(query, { quiet: true }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
    enabled: query.projectId !== '',
  });
}

/** How many devices of the project match `filters` (a page of one, read for its total). */
export function useDeviceCount(projectId: string, filters: DeviceFilters) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.count(role, projectId, filters),
    queryFn: async () =>
      (await deviceApi.page({ projectId, pageNo: 0, pageSize: 1, ...filters }, { quiet: true }))
        .totalElements,
    refetchInterval: COUNT_REFRESH_MS,
    enabled: projectId !== '',
  });
}

export function useDeviceByKey(projectId: string, activationKey: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.byKey(role, projectId, activationKey),
    // The renewal screen shows a failure in place.
    queryFn: () => deviceApi.byKey(projectId, activationKey, { quiet: true }),
    enabled: projectId !== '' && activationKey !== '',
    retry: false,
  });
}

export function useDeviceCommands(deviceId: string | null) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.commands(role, deviceId ?? ''),
    queryFn: () => deviceApi.commands(deviceId ?? '', RECENT_COMMANDS, { quiet: true }),
    enabled: deviceId !== null,
    refetchInterval: COMMAND_REFRESH_MS,
  });
}

/** The released screen an activated robot shows; null while there is none (or no robot yet). */
export function useReleasedScreen(deviceId: string | null) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.screen(role, deviceId ?? ''),
    queryFn: () => deviceApi.releasedScreen(deviceId ?? ''),
    enabled: deviceId !== null,
    retry: false,
  });
}

/** An order, asked after every few seconds while it waits for its payment. */
export function useDeviceOrder(id: string | null) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: DEVICE_KEYS.order(role, id ?? ''),
    queryFn: () => deviceApi.orderDetail(id ?? '', { quiet: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? ORDER_POLL_MS : false),
    // The payer may pay in another tab (the outbox): polling goes on while this tab is hidden.
    refetchIntervalInBackground: true,
  });
}
