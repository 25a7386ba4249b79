import type { CommandBody, DeviceCommand, DeviceState } from '../../shared/api/devices';
import {
  type Alarm,
  type AlarmKind,
  type DeviceSample,
  MONITORING_API,
  type MonitoredRobot,
  type RobotConversation,
  type RobotDetail,
} from '../../shared/api/monitoring';
import type { Page } from '../../shared/api/paging';
import { http } from '../api/http';

export interface RobotFilters {
  projectId?: string;
  tag?: string;
  state?: DeviceState;
  name?: string;
  mapId?: string;
}

export interface AlarmFilters {
  projectId?: string;
  deviceId?: string;
  kind?: AlarmKind;
  open?: boolean;
}

const paged = (pageNo: number, pageSize: number) => ({ pageNo, pageSize });

/** The remote monitoring calls (shared/api/monitoring.ts); failures show where they happen. */
export const monitoringApi = {
  robots: (filters: RobotFilters, pageNo: number, pageSize: number) =>
    http.get<Page<MonitoredRobot>>(
      MONITORING_API.robots,
      { ...filters, ...paged(pageNo, pageSize) },
      { quiet: true },
    ),
  robot: (id: string) => http.get<RobotDetail>(MONITORING_API.robot, { id }, { quiet: true }),
  samples: (deviceId: string) =>
    http.get<DeviceSample[]>(MONITORING_API.samples, { deviceId }, { quiet: true }),
  conversations: (deviceId: string) =>
    http.get<Page<RobotConversation>>(
      MONITORING_API.conversations,
      { deviceId, ...paged(0, 20) },
      { quiet: true },
    ),
  commands: (deviceId: string) =>
    http.get<Page<DeviceCommand>>(MONITORING_API.commands, { deviceId, ...paged(0, 10) }, { quiet: true }),
  tags: () => http.get<string[]>(MONITORING_API.tags, undefined, { quiet: true }),
  alarms: (filters: AlarmFilters, pageNo: number, pageSize: number) =>
    http.get<Page<Alarm>>(
      MONITORING_API.alarms,
      {
        ...filters,
        open: filters.open === undefined ? undefined : String(filters.open),
        ...paged(pageNo, pageSize),
      },
      { quiet: true },
    ),
  acknowledge: (id: string) => http.post<Alarm>(MONITORING_API.acknowledge, { id }),
  command: (body: CommandBody) => http.put<DeviceCommand>(MONITORING_API.command, body),
};
