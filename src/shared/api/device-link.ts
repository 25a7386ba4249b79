import { z } from 'zod';
import { COMMAND_KINDS } from './devices';

/**
 * The device API: what a robot speaks, under its own versioned path. A robot activates with its
 * activation key and gets a device token; every other call carries `Authorization: Bearer
 * <device token>` and reaches only the robot's own project. Answers use the console's envelope.
 * The OpenAPI document at DEVICE_LINK.openapi is generated from these schemas.
 */
export const DEVICE_LINK = {
  activate: '/device/v1/activate', // POST ActivateBody → Activation
  heartbeat: '/device/v1/heartbeat', // POST HeartbeatBody → HeartbeatAnswer
  configuration: '/device/v1/configuration', // GET → ConfigurationBundle (ETag, If-None-Match → 304)
  events: '/device/v1/events', // POST EventBatch → EventBatchAnswer
  commands: '/device/v1/commands', // GET: server-sent events, one `command` event per command
  ack: '/device/v1/commands/:id/ack', // POST CommandAck
  openapi: '/device/v1/openapi.json',
} as const;

/** At most this many events in one batch; a robot with more sends several. */
export const MAX_EVENTS_PER_BATCH = 200;

export const VISITOR_KINDS = ['APPROACHED', 'GREETED', 'RECOGNISED', 'LEFT'] as const;
export type VisitorKind = (typeof VISITOR_KINDS)[number];

const text = (max: number) => z.string().max(max);

export const activateBody = z
  .object({
    activationKey: z
      .string()
      .trim()
      .toUpperCase()
      .min(1)
      .max(32)
      .describe('激活码，形如 RK-XXXX-XXXX-XXXX-XXXX'),
    serial: z
      .string()
      .trim()
      .min(1, '请提供设备序列号')
      .max(64, '设备序列号不能超过64个字符')
      .regex(/^[0-9A-Za-z._-]+$/, '设备序列号只能包含字母、数字、点、下划线和连字符')
      .describe('机身序列号；同一激活码再次激活时须相同'),
    firmware: text(32).optional().describe('固件版本'),
  })
  .describe('激活请求');
export type ActivateBody = z.infer<typeof activateBody>;

export const activationAnswer = z.object({
  deviceId: z.string(),
  projectId: z.string(),
  name: z.string(),
  deviceToken: z
    .string()
    .describe('设备令牌：之后每个调用以 Authorization: Bearer 携带；再次激活会作废旧令牌'),
  expiresAt: z.string().describe('激活码到期时间 (ISO 8601)'),
  heartbeatIntervalSeconds: z.number().int(),
});
export type Activation = z.infer<typeof activationAnswer>;

export const heartbeatBody = z
  .object({
    battery: z.number().int().min(0).max(100).describe('电量百分比'),
    charging: z.boolean().default(false),
    volume: z.number().int().min(0).max(100).describe('音量 0–100'),
    currentPage: text(64).nullable().default(null).describe('当前显示的页面 id'),
    position: z
      .object({
        mapId: text(64).nullable().default(null),
        x: z.number().finite().min(-1e6).max(1e6),
        y: z.number().finite().min(-1e6).max(1e6),
        pointName: text(50).nullable().default(null).describe('所在或最近的地图点位名称'),
      })
      .nullable()
      .default(null),
  })
  .describe('心跳：设备的当前状态');
export type HeartbeatBody = z.infer<typeof heartbeatBody>;

export const heartbeatAnswer = z.object({
  serverTime: z.string(),
  expiresAt: z.string(),
  /** Commands waiting for this robot: a robot without the push channel can poll through this. */
  pendingCommands: z.number().int(),
  /** The configuration bundle's current ETag: fetch it again when it differs from yours. */
  configurationEtag: z.string(),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

const eventBase = {
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z._:-]+$/)
    .describe('事件 id，由设备生成且唯一；重发同一批时保持不变，平台只存一次'),
  at: z.iso.datetime({ offset: true }).describe('发生时间 (ISO 8601)'),
};
export const conversationEvent = z.object({
  ...eventBase,
  type: z.literal('conversation'),
  question: z.string().trim().min(1).max(500),
  answer: text(2000),
  matched: text(200).nullable().default(null).describe('命中的问答或技能，未命中为 null'),
  unknown: z.boolean().describe('机器人没有答案（未知问题）'),
  sessionId: text(64).nullable().default(null),
});
export const visitorEvent = z.object({
  ...eventBase,
  type: z.literal('visitor'),
  kind: z.enum(VISITOR_KINDS),
  dwellSeconds: z.number().int().min(0).max(86_400).nullable().default(null),
  faceGroup: text(64).nullable().default(null),
});
export const robotEvent = z.discriminatedUnion('type', [conversationEvent, visitorEvent]);
export type RobotEvent = z.infer<typeof robotEvent>;
export const eventBatchBody = z
  .object({
    events: z.array(robotEvent).min(1).max(MAX_EVENTS_PER_BATCH, `每批最多${MAX_EVENTS_PER_BATCH}个事件`),
  })
  .describe('事件批次；可安全重发');
export type EventBatch = z.infer<typeof eventBatchBody>;
export const eventBatchAnswer = z.object({
  stored: z.number().int().describe('本次新存入的事件数'),
  duplicates: z.number().int().describe('此前已存过、本次忽略的事件数'),
});
export type EventBatchAnswer = z.infer<typeof eventBatchAnswer>;

/** A command as pushed to the robot (the SSE event `command`'s data). */
export const pushedCommand = z.object({
  id: z.string(),
  kind: z.enum(COMMAND_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PushedCommand = z.infer<typeof pushedCommand>;

export const commandAckBody = z.object({
  status: z.enum(['ACKED', 'DONE', 'FAILED']).describe('ACKED 已收到；DONE 已完成；FAILED 执行失败'),
  message: text(200).optional(),
});
export type CommandAck = z.infer<typeof commandAckBody>;

/** What a robot needs to run: its released screen and what later areas add (Q&A, skills…). */
export const configurationBundle = z.object({
  projectId: z.string(),
  deviceName: z.string(),
  /** The released screen configuration (the player's document), or null before any release. */
  screen: z
    .object({
      configurationId: z.string(),
      name: z.string(),
      releasedAt: z.string(),
      pageIds: z.array(z.string()),
      document: z.unknown(),
    })
    .nullable(),
  /** Question–answer pairs the robot may answer from; later areas fill it. */
  qa: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Map points the robot may be sent to. */
  points: z.array(z.string()),
});
export type ConfigurationBundle = z.infer<typeof configurationBundle>;
