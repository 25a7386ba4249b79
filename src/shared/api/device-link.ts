import { z } from 'zod';
import { bundleScene, sceneRunFields } from '../scene-flow/scene-device-link';
import { bundleSkills } from '../skill-store/bundle-skills';
import { bundleBaseConfiguration, bundlePersona } from './device-settings';
import { COMMAND_KINDS, COMMAND_STATUSES } from './devices';
import { visitorFaceFields } from './face-search';
import { bundleMap } from './maps';
import { bundleSpeaker } from './speakers';
import { askFields } from './test-chat';

/**
 * The device API: what a robot speaks, under its own versioned path. A robot activates with its
 * activation key and gets a device token; every other call carries `Authorization: Bearer
 * <device token>` and reaches only the robot's own project. Answers use the console's envelope.
 * The OpenAPI document at DEVICE_LINK.openapi is generated from these schemas.
 */
export const DEVICE_LINK = {
  activate: '/device/v1/activate', // POST activateBody → Activation
  heartbeat: '/device/v1/heartbeat', // POST HeartbeatBody → HeartbeatAnswer
  configuration: '/device/v1/configuration', // GET → ConfigurationBundle (ETag, If-None-Match → 304)
  events: '/device/v1/events', // POST eventBatchBody → EventBatchAnswer
  commands: '/device/v1/commands', // GET: server-sent events, one `command` event per command
  ack: '/device/v1/commands/:id/ack', // POST CommandAck
  ask: '/device/v1/ask', // POST AskBody → MatchAnswer (src/shared/api/test-chat.ts)
  sceneAnswer: '/device/v1/scene-answer', // POST AnswerMatchBody → AnswerMatch (../scene-flow/answer-match.ts)
  faceSearch: '/device/v1/faces/search', // POST FaceSearchBody → FaceSearchAnswer (./face-search.ts)
  openapi: '/device/v1/openapi.json',
} as const;

/** At most this many events in one batch; a robot with more sends several. */
export const MAX_EVENTS_PER_BATCH = 200;

/** Largest body of the events call; every other call's body is far smaller (SMALL_BODY_LIMIT_BYTES). */
export const EVENTS_BODY_LIMIT_BYTES = 1024 * 1024;
export const SMALL_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Each device token may make this many calls a second on average, in bursts of up to
 * DEVICE_BURST: about a hundred times what a robot beating every 10 s needs, so a runaway
 * robot is slowed down (429) without costing the others anything.
 */
export const DEVICE_CALLS_PER_SECOND = 10;
export const DEVICE_BURST = 20;

/** Activations a client address may try per minute: a hall of robots restarting together fits. */
export const ACTIVATIONS_PER_MINUTE = 300;

/** The push channel writes a comment line this often, so proxies keep the stream open. */
export const KEEP_ALIVE_SECONDS = 15;

/** The push channel's server-sent event names. */
export const PUSH_EVENTS = {
  /** data: PushedCommand. The same command may arrive again after a reconnect: deduplicate by id. */
  command: 'command',
  /** data: { status, message }. The device's access ended (key disabled, expired or re-activated). */
  revoked: 'revoked',
} as const;

/** What the device API answers in Chinese, for robots to show or log. */
export const DEVICE_LINK_MSG = {
  tokenMissing: '缺少设备令牌，请先激活设备',
  tokenInvalid: '设备令牌无效，请使用激活码重新激活',
  keyNotFound: '激活码不存在，请核对后重新输入',
  keyUsedElsewhere: '该激活码已被另一台设备激活，每个激活码只能用于一台设备',
  keyBound:
    '该激活码已激活：重新激活须带上当前设备令牌（Authorization: Bearer），或请项目管理员在控制台为该设备“解绑”后再激活',
  serialTaken: '该序列号已在本项目的另一台设备上激活',
  disabled: '该设备已被停用，请联系项目管理员启用',
  expired: '激活码已过期，请续费后再使用',
  tooLarge: (limitBytes: number) =>
    `请求内容过大：单次请求不能超过${Math.round(limitBytes / 1024)}KB，事件请分批发送`,
  tooManyCalls: `调用过于频繁：每台设备每秒最多${DEVICE_CALLS_PER_SECOND}次，请稍后再试`,
  commandNotFound: '指令不存在',
  commandFinished: '指令已结束，不能再更改状态',
  commandTimedOut: '指令已超时',
  badCommandId: '指令 id 格式错误',
} as const;

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

export const activationAnswer = z.object({
  deviceId: z.string().describe('设备 id'),
  projectId: z.string().describe('设备所属项目 id；令牌只能访问这个项目'),
  name: z.string().describe('控制台里的设备名称'),
  deviceToken: z
    .string()
    .describe('设备令牌：之后每个调用以 Authorization: Bearer 携带；再次激活会作废旧令牌'),
  expiresAt: z.string().describe('激活码到期时间 (ISO 8601)'),
  heartbeatIntervalSeconds: z.number().int().describe('心跳间隔（秒）'),
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
        mapId: text(64)
          .nullable()
          .default(null)
          .describe('所在地图的 id（配置包 maps 中的 id）；其他项目的地图不会被记录，见回答的 ignoredMapId'),
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
  serverTime: z.string().describe('服务器时间 (ISO 8601)，可用于校时'),
  expiresAt: z.string().describe('激活码到期时间 (ISO 8601)；续费后会变晚'),
  pendingCommands: z
    .number()
    .int()
    .describe('等待本设备执行的指令数；大于 0 而推送通道未连接时，请连接推送通道'),
  configurationEtag: z
    .string()
    .describe('配置包当前的 ETag；与本地持有的不同时重新获取配置包（发布后最多约 2 秒反映到心跳）'),
  ignoredMapId: z
    .string()
    .nullable()
    .describe(
      '位置里的 mapId 是其他项目的地图时为该 id：位置照常记录，但不在任何地图上显示。请使用本项目配置包 maps 中的地图 id；其余时候为 null',
    ),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

/**
 * Event times the platform stores: years 2000–2099 (the first four digits), whatever the offset.
 * PostgreSQL cannot store year 0 or an offset that moves 9999-12-31 into year 10000, and a robot
 * whose clock says 1970 has not set it: such an event is refused, not retried forever.
 */
const EVENT_YEARS = { first: 2000, last: 2099 } as const;
const EVENT_TIME_REFUSED = `发生时间须为带时区的 ISO 8601 时间，且在 ${EVENT_YEARS.first}–${EVENT_YEARS.last} 年之间`;

const eventBase = {
  id: z
    .string()
    .min(1, '事件 id 不能为空')
    .max(64, '事件 id 不能超过64个字符')
    .regex(/^[0-9A-Za-z._:-]+$/, '事件 id 只能包含字母、数字和 . _ : -')
    .describe(
      '事件 id，由设备生成且唯一；重发同一批时保持不变，平台只存一次（同一 id 再次上报时内容即使不同，也保留第一次存下的）',
    ),
  at: z.iso
    .datetime({ offset: true, error: EVENT_TIME_REFUSED })
    .regex(/^20\d\d-/, EVENT_TIME_REFUSED)
    .describe(`发生时间 (ISO 8601，带时区)，年份 ${EVENT_YEARS.first}–${EVENT_YEARS.last}`),
};
export const conversationEvent = z.object({
  ...eventBase,
  type: z.literal('conversation'),
  question: z
    .string()
    .regex(/\S/, '问题不能为空')
    .trim()
    .min(1, '问题不能为空')
    .max(500, '问题不能超过500个字符')
    .describe('访客的问题：至少一个非空白字符'),
  answer: text(2000),
  matched: text(200).nullable().default(null).describe('命中的问答或技能，未命中为 null'),
  intent: text(100)
    .nullable()
    .default(null)
    .describe(
      '命中的意图：ask 回答里 matched.kind 为 intent 时的 intentName，或执行的商店技能名称（导航、引领…）；问答或未命中为 null。问答分析的「热门意图」按它统计',
    ),
  unknown: z.boolean().describe('机器人没有答案（未知问题）'),
  score: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .default(null)
    .describe('回答的把握 (0–1)：ask 调用回答里的 score；把握低的回答会列入问答标注'),
  sessionId: text(64).nullable().default(null),
});
export const visitorEvent = z.object({
  ...eventBase,
  type: z.literal('visitor'),
  kind: z.enum(VISITOR_KINDS, { error: '访客事件种类只能是 APPROACHED、GREETED、RECOGNISED 或 LEFT' }),
  dwellSeconds: z.number().int().min(0).max(86_400).nullable().default(null),
  faceGroup: text(64).nullable().default(null),
  ...visitorFaceFields,
});
export const sceneRunEvent = z.object({ ...eventBase, type: z.literal('sceneRun'), ...sceneRunFields });
export const robotEvent = z.discriminatedUnion('type', [conversationEvent, visitorEvent, sceneRunEvent], {
  error: '事件类型 type 只能是 conversation、visitor 或 sceneRun',
});
export type RobotEvent = z.infer<typeof robotEvent>;
export const eventBatchBody = z
  .object({
    events: z.array(robotEvent).min(1).max(MAX_EVENTS_PER_BATCH, `每批最多${MAX_EVENTS_PER_BATCH}个事件`),
  })
  .describe('事件批次；可安全重发');
/**
 * What the server reads of a batch as a whole: a list of 1–MAX_EVENTS_PER_BATCH items. Each item
 * is then checked on its own (robotEvent), so one bad event never holds back the others.
 */
export const eventBatchEnvelope = z.object({
  events: z
    .array(z.unknown())
    .min(1, '每批至少一个事件')
    .max(MAX_EVENTS_PER_BATCH, `每批最多${MAX_EVENTS_PER_BATCH}个事件`),
});
export const refusedEvent = z.object({
  index: z.number().int().describe('该事件在本批 events 中的位置（从 0 开始）'),
  id: z.string().nullable().describe('该事件的 id；没有可读的 id 时为 null'),
  reason: z.string().describe('拒绝原因（中文）'),
});
export type RefusedEvent = z.infer<typeof refusedEvent>;
export const eventBatchAnswer = z.object({
  stored: z.number().int().describe('本次新存入的事件数'),
  duplicates: z.number().int().describe('此前已存过、本次忽略的事件数'),
  refused: z
    .array(refusedEvent)
    .describe(
      '被拒绝的事件（不符合 RobotEvent）：平台不会存它们，重发也不会；请从本地队列删除，别的事件照常存入',
    ),
});
export type EventBatchAnswer = z.infer<typeof eventBatchAnswer>;

/** A visitor's question for the project's matcher: the answer is the console test chat's MatchAnswer. */
export const askBody = z
  .object({
    ...askFields,
    sessionId: text(64).nullable().optional().describe('会话 id，与对话事件的 sessionId 相同'),
  })
  .describe('提问：识别出的访客问题');
export type AskBody = z.infer<typeof askBody>;

/** At most this many of a project's standard questions go into the bundle (qa). */
export const MAX_BUNDLE_QUESTIONS = 500;

/** A command as pushed to the robot (the SSE event `command`'s data). */
export const pushedCommand = z.object({
  id: z.string().describe('指令 id；确认时使用，重复推送时据此去重'),
  kind: z
    .enum(COMMAND_KINDS)
    .describe('SPEAK 播报文本；GO_TO 前往点位；SHOW_PAGE 显示页面；SET_VOLUME 设置音量'),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string().describe('下发时间 (ISO 8601)'),
  expiresAt: z.string().describe('截止时间 (ISO 8601)：此前未完成的指令视为超时'),
});
export type PushedCommand = z.infer<typeof pushedCommand>;

export const commandAckBody = z.object({
  status: z.enum(['ACKED', 'DONE', 'FAILED']).describe('ACKED 已收到；DONE 已完成；FAILED 执行失败'),
  message: text(200).optional(),
});
export type CommandAck = z.infer<typeof commandAckBody>;
export const commandAckAnswer = z.object({
  id: z.string(),
  status: z.enum(COMMAND_STATUSES).describe('指令此刻的状态'),
});
export type CommandAckAnswer = z.infer<typeof commandAckAnswer>;

/** The `revoked` event's data: why the push channel closed for good. */
export const revokedNotice = z.object({ status: z.number().int(), message: z.string() });
export type RevokedNotice = z.infer<typeof revokedNotice>;

/** What a robot needs to run: its released screen and what later areas add (Q&A, skills…). */
export const configurationBundle = z.object({
  projectId: z.string(),
  deviceName: z.string(),
  screen: z
    .object({
      configurationId: z.string().describe('应用UI配置 id'),
      name: z.string(),
      releasedAt: z.string().describe('发布时间 (ISO 8601)'),
      pageIds: z.array(z.string()).describe('页面 id，依文档顺序；SHOW_PAGE 指令的 page 取其中之一'),
      document: z
        .unknown()
        .describe(
          '发布的屏幕文档（与 /manager/v1/homepage/player 返回的 document 相同）：global、pages、controls',
        ),
    })
    .nullable()
    .describe('项目最近发布的应用UI配置；尚未发布时为 null'),
  qa: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .describe(
      `项目问答库里的标准问题及其第一条回答，最近更新的在前，最多${MAX_BUNDLE_QUESTIONS}条：供屏幕上的问题提示与离线时回答；在线时请用 ask 调用回答（相似问法、意图、兜底都由平台匹配）`,
    ),
  points: z.array(z.string()).describe('可前往的地图点位名称：项目各地图点位名称的并集'),
  maps: z
    .array(bundleMap)
    .default([])
    .describe(
      '项目的地图（各楼层平面图）及其点位，坐标为地图图片的像素；心跳的 position 用同一坐标并带上 mapId',
    ),
  speaker: bundleSpeaker
    .nullable()
    .optional()
    .describe('项目的默认发音人：机器人播报时使用的音色与语速、音调、音量；未设置时为 null'),
  baseConfiguration: bundleBaseConfiguration
    .nullable()
    .optional()
    .describe('本机适用的基础配置；没有时为 null'),
  persona: bundlePersona.nullable().optional().describe('本机适用的设备人设；没有时为 null'),
  skills: bundleSkills
    .optional()
    .describe('项目启用的商店技能及其配置（技能商店添加、商店技能中配置）；没有的技能不执行'),
  scenes: z
    .array(bundleScene)
    .optional()
    .describe('项目中已启用的场景技能：按触发条件运行，每次运行上报一个 sceneRun 事件'),
});
export type ConfigurationBundle = z.infer<typeof configurationBundle>;
