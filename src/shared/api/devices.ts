import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * The console's device calls (manager/v1/device). The spec fixes `tag` and `model` (query name
 * plus extras, answer a list of id and name); the rest follow the project calls' style. Every
 * call names the project and is checked against the caller's rights on it.
 */
export const DEVICE_API = {
  page: '/manager/v1/device/page', // GET ?projectId&pageNo&pageSize&name&tag&model&state&expiringSoon
  detail: '/manager/v1/device/detail', // GET ?id
  tag: '/manager/v1/device/tag', // GET ?name&projectId
  model: '/manager/v1/device/model', // GET ?name
  edit: '/manager/v1/device/edit', // POST { id, name, tags }
  enable: '/manager/v1/device/enable', // PUT { id, enabled }
  unbind: '/manager/v1/device/unbind', // PUT { id } → DeviceSummary (解绑: the key waits for a new robot)
  command: '/manager/v1/device/command', // PUT { deviceId, kind, payload }
  commandPage: '/manager/v1/device/command/page', // GET ?deviceId&pageNo&pageSize
  order: '/manager/v1/device/order', // PUT { projectId, model, quantity, months } → DeviceOrder
  renew: '/manager/v1/device/renew', // PUT { projectId, activationKey, months } → DeviceOrder
  orderDetail: '/manager/v1/device/order/detail', // GET ?id
  key: '/manager/v1/device/key', // GET ?projectId&activationKey → DeviceSummary
  fleet: '/manager/v1/device/fleet', // GET → FleetSummary of the caller's scope
} as const;

/** A robot reads as offline when no heartbeat came for this long. */
export const OFFLINE_AFTER_SECONDS = 30;
/** Robots are asked to beat this often. */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
/** The console warns this many days before a key expires. */
export const EXPIRY_WARNING_DAYS = 15;
/** A command not done by then is TIMED_OUT. */
export const COMMAND_TIMEOUT_SECONDS = 60;

export const DEVICE_STATES = ['ONLINE', 'OFFLINE', 'INACTIVE', 'EXPIRED', 'DISABLED'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const DEVICE_STATE_NAMES: Record<DeviceState, string> = {
  ONLINE: '在线',
  OFFLINE: '离线',
  INACTIVE: '待激活',
  EXPIRED: '已过期',
  DISABLED: '已停用',
};

/** The models a project can buy keys for; prices in fen per device per month. */
export const DEVICE_MODELS = [
  { id: 'guide-s1', name: '迎宾讲解机器人 S1', monthlyPrice: 29_900 },
  { id: 'reception-r2', name: '前台接待机器人 R2', monthlyPrice: 19_900 },
  { id: 'patrol-p1', name: '安防巡逻机器人 P1', monthlyPrice: 39_900 },
  { id: 'delivery-d3', name: '配送机器人 D3', monthlyPrice: 24_900 },
] as const;
export type DeviceModelId = (typeof DEVICE_MODELS)[number]['id'];
export const DEVICE_MODEL_IDS = DEVICE_MODELS.map((model) => model.id) as [DeviceModelId, ...DeviceModelId[]];
export const ORDER_MONTHS = [1, 3, 6, 12, 24, 36] as const;

export const ORDER_KINDS = ['BUY', 'RENEW'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const COMMAND_KINDS = ['SPEAK', 'GO_TO', 'SHOW_PAGE', 'SET_VOLUME'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];
export const COMMAND_KIND_NAMES: Record<CommandKind, string> = {
  SPEAK: '播报文本',
  GO_TO: '前往点位',
  SHOW_PAGE: '显示页面',
  SET_VOLUME: '设置音量',
};
export const COMMAND_STATUSES = ['PENDING', 'SENT', 'ACKED', 'DONE', 'FAILED', 'TIMED_OUT'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
export const COMMAND_STATUS_NAMES: Record<CommandStatus, string> = {
  PENDING: '待发送',
  SENT: '已发送',
  ACKED: '已接收',
  DONE: '已完成',
  FAILED: '失败',
  TIMED_OUT: '超时',
};

/** The device area's refusals and notices (ours: the spec leaves their wording open). */
export const DEVICE_MSG = {
  deviceNotFound: '设备不存在',
  keyNotFound: '激活码不存在',
  orderNotFound: '订单不存在',
  modelRetired: '该型号已停售，无法下单',
  commandOffline: '设备不在线，无法下发指令：请等待设备上线后再试',
  paymentUnavailable: '支付服务暂不可用，请稍后再试',
  paymentNotFound: '支付单不存在',
  paymentConfirmed: '支付成功',
  paymentAlreadyConfirmed: '该订单已支付',
  edited: '设备信息已保存',
  enabled: '设备已启用',
  disabled: '设备已停用',
  unbound: '已解绑：该激活码可由一台新设备激活，原设备的令牌已失效',
  commandSent: '指令已下发',
} as const;

/** A model's price list entry; an unknown model (a device of a retired model) has none. */
export function deviceModelOf(modelId: string) {
  return DEVICE_MODELS.find((model) => model.id === modelId);
}

/** What an order costs in fen: devices × months × the model's monthly price. */
export function orderAmount(monthlyPrice: number, quantity: number, months: number): number {
  return monthlyPrice * quantity * months;
}

const id = z.string().min(1).max(64);
const deviceName = z
  .string({ error: '请输入设备名称' })
  .trim()
  .min(1, '请输入设备名称')
  .max(30, '设备名称不能超过30个字符');
export const deviceTag = z.string().trim().min(1, '标签不能为空').max(20, '标签不能超过20个字符');
export const deviceTags = z.array(deviceTag).max(10, '最多添加10个标签');
export const activationKeyText = z
  .string({ error: '请输入激活码' })
  .trim()
  .toUpperCase()
  .regex(/^RK(-[0-9A-Z]{4}){4}$/, '激活码格式错误');

/** What each kind of command carries (the console's command form checks its fields with these). */
export const COMMAND_PAYLOADS = {
  SPEAK: z.object({
    text: z.string().trim().min(1, '请输入播报内容').max(200, '播报内容不能超过200个字符'),
  }),
  GO_TO: z.object({
    point: z.string().trim().min(1, '请选择目标点位').max(50, '点位名称不能超过50个字符'),
    /** The map point (地图管理) it names, when picked from the project's maps. */
    pointId: z.string().max(64).optional(),
  }),
  SHOW_PAGE: z.object({ page: z.string().trim().min(1, '请选择页面').max(64, '页面标识不能超过64个字符') }),
  SET_VOLUME: z.object({ volume: z.number().int().min(0, '最小值为 0').max(100, '最大值为 100') }),
} as const;

/** What a command carries, by kind. */
export const commandBody = z.discriminatedUnion('kind', [
  z.object({ deviceId: id, kind: z.literal('SPEAK'), payload: COMMAND_PAYLOADS.SPEAK }),
  z.object({ deviceId: id, kind: z.literal('GO_TO'), payload: COMMAND_PAYLOADS.GO_TO }),
  z.object({ deviceId: id, kind: z.literal('SHOW_PAGE'), payload: COMMAND_PAYLOADS.SHOW_PAGE }),
  z.object({ deviceId: id, kind: z.literal('SET_VOLUME'), payload: COMMAND_PAYLOADS.SET_VOLUME }),
]);
export type CommandBody = z.infer<typeof commandBody>;
export type CommandPayload = CommandBody['payload'];

export const devicePageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().max(20).optional(),
  model: z.string().trim().max(64).optional(),
  state: z.enum(DEVICE_STATES).optional(),
  /** Only keys within EXPIRY_WARNING_DAYS of expiring (the list's warning banner). */
  expiringSoon: z.stringbool().optional(),
});
export const deviceIdQuery = z.object({ id });
export const deviceTagQuery = z.object({ projectId: id, name: z.string().trim().max(20).optional() });
export const deviceModelQuery = z.object({ name: z.string().trim().max(30).optional() });
export const deviceEditBody = z.object({ id, name: deviceName, tags: deviceTags });
export const deviceEnableBody = z.object({ id, enabled: z.boolean() });
export const deviceUnbindBody = z.object({ id });
export const commandPageQuery = pageQuery.extend({ deviceId: id });
export const orderBody = z.object({
  projectId: id,
  model: z.enum(DEVICE_MODEL_IDS, { error: '请选择设备型号' }),
  quantity: z.number().int().min(1, '最少购买1台').max(100, '单次最多购买100台'),
  months: z.union(
    ORDER_MONTHS.map((months) => z.literal(months)),
    { error: '请选择购买时长' },
  ),
});
export const renewBody = z.object({
  projectId: id,
  activationKey: activationKeyText,
  months: z.union(
    ORDER_MONTHS.map((months) => z.literal(months)),
    { error: '请选择续费时长' },
  ),
});
export const orderIdQuery = z.object({ id });
export const deviceKeyQuery = z.object({ projectId: id, activationKey: activationKeyText });

/** Device tag and device model list items (spec section 3): id and name. */
export interface NamedItem {
  id: string;
  name: string;
}

export interface DevicePosition {
  mapId: string | null;
  x: number;
  y: number;
  pointName: string | null;
}

export interface DeviceSummary {
  id: string;
  projectId: string;
  name: string;
  serial: string | null;
  model: string;
  modelName: string;
  tags: string[];
  state: DeviceState;
  battery: number | null;
  charging: boolean;
  volume: number | null;
  currentPage: string | null;
  /** The reported page's name in the project's released screen (null when it is not in it). */
  currentPageName: string | null;
  position: DevicePosition | null;
  lastSeenAt: string | null;
  activatedAt: string | null;
  activationKey: string;
  expiresAt: string;
  /** Within EXPIRY_WARNING_DAYS of expiring (and not expired yet). */
  expiringSoon: boolean;
}

export interface DeviceCommand {
  id: string;
  deviceId: string;
  kind: CommandKind;
  payload: CommandPayload;
  status: CommandStatus;
  result: string | null;
  createdAt: string;
  sentAt: string | null;
  ackedAt: string | null;
  finishedAt: string | null;
}

export interface DeviceOrder {
  id: string;
  projectId: string;
  kind: OrderKind;
  model: string;
  quantity: number;
  months: number;
  /** Fen. */
  amount: number;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** The keys issued (BUY) or renewed (RENEW) once paid. */
  activationKeys: string[];
  /** The device a RENEW extends. */
  deviceId: string | null;
  /** While PENDING: where the payer pays. */
  payment: OrderPayment | null;
}

/** What the payer sees of an open payment. */
export interface OrderPayment {
  /** The payment provider's reference of this payment. */
  paymentRef: string;
  /** Where the payer completes it (demo mode: the development outbox). */
  payUrl: string;
  /** Demo mode: confirmed by hand in the development outbox, no money moves. */
  demo: boolean;
}

/** An online robot below this battery level (percent) needs charging. */
export const LOW_BATTERY_PERCENT = 20;
/** The fleet answer lists at most this many robots needing attention (the count says how many). */
export const FLEET_ATTENTION_LIMIT = 10;

export interface FleetProject {
  projectId: string;
  projectName: string;
  online: number;
  total: number;
  /** Its robots needing attention (see FleetAttention). */
  attention: number;
}

/** Why a robot needs someone's attention, most urgent first. */
export const ATTENTION_REASONS = ['EXPIRED', 'OFFLINE', 'LOW_BATTERY', 'EXPIRING'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** A robot needing attention: offline, low on battery, or its key expired or about to. */
export interface FleetAttention {
  deviceId: string;
  deviceName: string;
  projectId: string;
  projectName: string;
  state: DeviceState;
  battery: number | null;
  lastSeenAt: string | null;
  expiresAt: string;
  reasons: AttentionReason[];
}

/**
 * The caller's fleet across the projects they may see. `total` counts every device slot,
 * `inactive` the slots no robot has activated yet; `expiringSoon` keys within
 * EXPIRY_WARNING_DAYS; `lowBattery` online robots under LOW_BATTERY_PERCENT.
 */
export interface FleetSummary {
  online: number;
  total: number;
  inactive: number;
  expiringSoon: number;
  lowBattery: number;
  projects: FleetProject[];
  /** The first FLEET_ATTENTION_LIMIT robots needing attention, most urgent first, and their count. */
  attention: { total: number; items: FleetAttention[] };
}
