import {
  type CommandBody,
  DEVICE_API,
  type DeviceCommand,
  type DeviceModelId,
  type DeviceOrder,
  type DeviceState,
  type DeviceSummary,
  type NamedItem,
} from '../../shared/api/devices';
import { MONITORING_API, type ReleasedScreen, type RobotDetail } from '../../shared/api/monitoring';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';

/** The filters above the device list; absent ones filter nothing. */
export interface DeviceFilters {
  name?: string;
  tag?: string;
  model?: string;
  state?: DeviceState;
  expiringSoon?: boolean;
}

export interface DevicePageQuery extends DeviceFilters {
  projectId: string;
  pageNo: number;
  pageSize: number;
}

/** The device calls (shared/api/devices.ts), scoped by the request layer's Is-Enterprise. */
export const deviceApi = {
  page: (query: DevicePageQuery, options?: CallOptions) =>
    http.get<Page<DeviceSummary>>(DEVICE_API.page, { ...query }, options),
  byKey: (projectId: string, activationKey: string, options?: CallOptions) =>
    http.get<DeviceSummary>(DEVICE_API.key, { projectId, activationKey }, options),
  tags: (projectId: string, name: string, signal?: AbortSignal) =>
    http.get<NamedItem[]>(DEVICE_API.tag, { projectId, name: name || undefined }, { signal }),
  models: (name: string, signal?: AbortSignal) =>
    http.get<NamedItem[]>(DEVICE_API.model, { name: name || undefined }, { signal }),
  edit: (id: string, name: string, tags: string[]) =>
    http.post<DeviceSummary>(DEVICE_API.edit, { id, name, tags }),
  enable: (id: string, enabled: boolean) => http.put<DeviceSummary>(DEVICE_API.enable, { id, enabled }),
  unbind: (id: string) => http.put<DeviceSummary>(DEVICE_API.unbind, { id }),
  command: (body: CommandBody) => http.put<DeviceCommand>(DEVICE_API.command, body),
  /** The released screen an activated robot shows (its pages for 显示页面), from its monitoring detail. */
  releasedScreen: async (deviceId: string): Promise<ReleasedScreen | null> =>
    (await http.get<RobotDetail>(MONITORING_API.robot, { id: deviceId }, { quiet: true })).screen,
  commands: (deviceId: string, pageSize: number, options?: CallOptions) =>
    http.get<Page<DeviceCommand>>(DEVICE_API.commandPage, { deviceId, pageNo: 0, pageSize }, options),
  order: (projectId: string, model: DeviceModelId, quantity: number, months: number) =>
    http.put<DeviceOrder>(DEVICE_API.order, { projectId, model, quantity, months }),
  renew: (projectId: string, activationKey: string, months: number) =>
    http.put<DeviceOrder>(DEVICE_API.renew, { projectId, activationKey, months }),
  orderDetail: (id: string, options?: CallOptions) =>
    http.get<DeviceOrder>(DEVICE_API.orderDetail, { id }, options),
};
