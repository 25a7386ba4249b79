import {
  ACTIVATIONS_PER_MINUTE,
  DEVICE_BURST,
  DEVICE_CALLS_PER_SECOND,
  DEVICE_LINK,
  EVENTS_BODY_LIMIT_BYTES,
  KEEP_ALIVE_SECONDS,
  MAX_EVENTS_PER_BATCH,
  SMALL_BODY_LIMIT_BYTES,
} from '../../src/shared/api/device-link';
import {
  COMMAND_TIMEOUT_SECONDS,
  HEARTBEAT_INTERVAL_SECONDS,
  OFFLINE_AFTER_SECONDS,
} from '../../src/shared/api/devices';

/** The words of the device API's OpenAPI document: what a robot team reads to write its client. */

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const API_DESCRIPTION = `机器人（设备）与机器人开放平台之间的接口。机器人团队只凭本文档即可编写客户端。

## 流程
1. **激活**：\`POST ${DEVICE_LINK.activate}\`，提交控制台购买得到的激活码和机身序列号，得到设备令牌 \`deviceToken\`。请持久保存令牌（重装系统也要保留）：激活码首次激活即与序列号和令牌绑定，之后再次激活（例如轮换令牌）必须带上当前令牌 \`Authorization: Bearer <deviceToken>\`，得到新令牌，旧令牌随即作废；没有当前令牌的再次激活返回 409。丢失令牌或更换机器人时，请项目管理员在控制台设备管理中对该设备“解绑”，之后第一台用该激活码激活的机器人完成绑定。
2. **鉴权**：之后每个调用带 \`Authorization: Bearer <deviceToken>\`。令牌只能访问本设备及其所属项目的数据。激活码过期、被重新激活或被解绑后，令牌立即失效（下一次调用即被拒绝，已打开的推送通道也会关闭）。设备被停用时令牌暂不可用（403）；重新启用后同一令牌恢复可用，无需重新激活。
3. **心跳**：每 ${HEARTBEAT_INTERVAL_SECONDS} 秒 \`POST ${DEVICE_LINK.heartbeat}\` 上报电量、音量、当前页面和位置。超过 ${OFFLINE_AFTER_SECONDS} 秒没有心跳，控制台显示设备离线。位置的 \`mapId\` 请用配置包 \`maps\` 中的地图 id：其他项目的地图 id 不会被记录（位置照常记录但不在任何地图上显示），回答的 \`ignoredMapId\` 会给出该 id。
4. **配置包**：\`GET ${DEVICE_LINK.configuration}\`。回答带强 ETag；再次获取时带 \`If-None-Match: <ETag>\`，未变化则返回 304 且没有正文。心跳回答里的 \`configurationEtag\` 与本地不同时再获取。
5. **事件**：\`POST ${DEVICE_LINK.events}\` 批量上报对话和访客事件，每批最多 ${MAX_EVENTS_PER_BATCH} 个。每个事件单独校验，见下文“事件 id 与重试”。
6. **提问**：\`POST ${DEVICE_LINK.ask}\` 把访客的问题交给平台匹配，得到回答（问答、意图或兜底）；这一轮对话照常以事件上报。回答文字里的变量由机器人替换后再播报：\`\${robotName}\` 替换为机器人的名称（激活回答与配置包里的设备名称）；目前只有这一个变量。
7. **指令**：\`GET ${DEVICE_LINK.commands}\` 打开推送通道（Server-Sent Events），收到指令后 \`POST ${DEVICE_LINK.ack}\` 确认。
8. **人脸**：看到访客时 \`POST ${DEVICE_LINK.faceSearch}\` 发送抓拍照片，认出人员则按问候语打招呼，并以访客事件（RECOGNISED）上报。

## 回答格式
所有 JSON 回答都是信封 \`{ status, message, data }\`：\`status\` 为 0 表示成功，数据在 \`data\`；被拒绝时 \`status\` 为 -1，\`message\` 是可直接展示的中文原因，并带相应的 HTTP 状态码：
- 400 请求参数有误（JSON 无法解析、字段缺失或越界）；与 schema 一致：schema 允许的请求不会因格式被拒绝，多余的属性（包括 \`__proto__\`、\`constructor\`）一律忽略；
- 401 缺少或无效的设备令牌：请重新激活（带上当前令牌，或在解绑后）；
- 403 设备已停用或激活码已过期：续费或启用前不要频繁重试；
- 404 激活码或指令不存在；未列在本文档中的路径或方法也返回 404（不返回 405）；
- 409 状态冲突（激活码已被另一台设备使用、再次激活没有带当前令牌、指令已结束）；
- 413 请求体过大：事件调用最多 ${kb(EVENTS_BODY_LIMIT_BYTES)}，其余调用最多 ${kb(SMALL_BODY_LIMIT_BYTES)}；
- 415 带正文的请求没有 \`Content-Type: application/json\`；
- 429 调用过于频繁：每个设备令牌平均每秒 ${DEVICE_CALLS_PER_SECOND} 次、瞬时最多 ${DEVICE_BURST} 次（约为正常用量的一百倍），回答带 \`Retry-After\`（秒）；激活调用按客户端地址限制为每分钟 ${ACTIVATIONS_PER_MINUTE} 次，回答带 \`X-RateLimit-Limit\`、\`X-RateLimit-Remaining\`、\`X-RateLimit-Reset\`（秒），超出时 429 并带 \`Retry-After\`（秒）。
服务器从不因客户端发送的内容返回 500；遇到 5xx 或网络错误请退避重试（例如 1 s、2 s、4 s…，最多 30 s）。

## 事件 id 与重试
每个事件带设备生成的唯一 \`id\`（如 序列号-自增序号）。平台按（设备, id）只存一次：一批上报失败或没收到回答时，原样重发同一批即可，不会重复存储，也不会丢失。同一 id 再次上报时即使内容不同，平台也保留第一次存下的内容（算作 duplicates）。
每个事件单独校验：符合 RobotEvent 的照常存入，不符合的（例如发生时间 \`at\` 不在 2000–2099 年、问题只有空白）列在回答的 \`refused\` 中，带它在本批中的位置 \`index\`、\`id\`（读不出时为 null）和中文原因 \`reason\`；它们永远不会被存下，重发也一样，请直接从本地队列删除。只有批次本身不对（\`events\` 不是 1–${MAX_EVENTS_PER_BATCH} 个元素的数组）时整批返回 400。回答中 \`stored\` + \`duplicates\` + \`refused\` 的个数等于本批事件数。收到成功回答后才能从本地队列删除这些事件。

## 访客与统计
访客事件 APPROACHED（走近）表示一次来访的开始：控制台概览的“访客数”按 APPROACHED 事件计数；GREETED、RECOGNISED、LEFT 记录这次来访中发生的事，不另计访客。对话事件计入对话数，\`unknown\` 为 true 的计入未知问题。

## 推送通道（Server-Sent Events）
\`GET ${DEVICE_LINK.commands}\` 返回 \`text/event-stream\`，连接保持打开：
- 连接成功后立即收到注释行 \`: connected\`，随后推送所有未完成的指令（待发送或已发送、未过期），之后每条新指令立即推送；推送后指令状态变为“已发送”。
- \`event: command\`，\`id\` 为指令 id，\`data\` 为 JSON（PushedCommand）。断线重连后同一指令可能再次推送：请按 id 去重。
- 每 ${KEEP_ALIVE_SECONDS} 秒一行注释 \`: keep-alive\`，用于保持连接；超过 ${KEEP_ALIVE_SECONDS * 3} 秒收不到任何数据即可认为连接已断。
- \`event: revoked\`，\`data\` 为 \`{ status, message }\`：设备访问已结束（停用、过期或重新激活），随后服务器关闭连接；按 status 处理（401 重新激活，403 等待续费或启用）。
- 连接被服务器关闭或断开时，按 \`retry\` 字段（毫秒）或退避后重连。
- 没有推送通道的设备也可以用心跳回答中的 \`pendingCommands\` 得知有待执行的指令，然后连接推送通道取得。

## 指令的一生
待发送 PENDING → 已发送 SENT（推送后）→ 已接收 ACKED（设备确认）→ 已完成 DONE / 失败 FAILED。${COMMAND_TIMEOUT_SECONDS} 秒（以指令的 \`expiresAt\` 为准）内未完成的指令视为超时 TIMED_OUT。重复提交指令当前所处的状态是安全的（原样返回）；回退或在结束后再改状态返回 409。
指令种类：SPEAK 播报 payload.text；GO_TO 前往地图点位 payload.point；SHOW_PAGE 显示 payload.page（配置包 screen.pageIds 中的页面 id）；SET_VOLUME 把音量设为 payload.volume（0–100）。`;

export interface CallText {
  operationId: string;
  summary: string;
  description: string;
}

export const CALLS = {
  activate: {
    operationId: 'activate',
    summary: '激活设备，取得设备令牌',
    description: `用激活码和机身序列号换取设备令牌。激活码首次激活即与序列号绑定；再次激活必须是同一序列号并带上当前令牌（Authorization: Bearer），得到新令牌并使旧令牌失效；没有当前令牌或令牌不对返回 409，请项目管理员在控制台“解绑”后再激活；另一序列号使用已激活的激活码返回 409。激活码不存在 404；已停用或已过期 403。每个客户端地址每分钟最多 ${ACTIVATIONS_PER_MINUTE} 次（429，带 Retry-After 与 X-RateLimit-* 头）。`,
  },
  heartbeat: {
    operationId: 'heartbeat',
    summary: '心跳：上报设备当前状态',
    description: `每 ${HEARTBEAT_INTERVAL_SECONDS} 秒调用一次。回答里有服务器时间、激活码到期时间、待执行指令数和配置包当前 ETag。position.mapId 是其他项目的地图时不记录该地图，回答的 ignoredMapId 给出它。`,
  },
  configuration: {
    operationId: 'getConfiguration',
    summary: '获取配置包（已发布的屏幕、问答、点位、基础配置、设备人设）',
    description:
      '回答带强 ETag。带 If-None-Match 请求且配置未变时返回 304、没有正文。项目发布新的应用UI配置、修改基础配置或设备人设后，心跳回答中的 configurationEtag 随之改变。baseConfiguration 与 persona 是本机适用的那一份（单独指定优先于设备标签，再次是项目默认），appliedBy 说明原因；基础配置指定的屏幕与发音人已替换 screen 与 speaker。工作时间以外机器人应休眠。',
  },
  events: {
    operationId: 'postEvents',
    summary: '批量上报对话与访客事件（可安全重发）',
    description: `每批 1–${MAX_EVENTS_PER_BATCH} 个事件。按（设备, 事件 id）去重：重发的批次不会重复存储，同一 id 保留第一次存下的内容。每个事件单独校验：合格的存入，不合格的列在 refused（index、id、reason）中且永远不会被存下。对话事件：问题、回答、命中的问答或技能、是否未知问题；访客事件：APPROACHED 走近（每次来访一个，计为一位访客）、GREETED 问候、RECOGNISED 识别、LEFT 离开。`,
  },
  commands: {
    operationId: 'commandStream',
    summary: '指令推送通道（Server-Sent Events）',
    description:
      '保持打开的 text/event-stream。事件 command 的 data 为 PushedCommand；事件 revoked 的 data 为 RevokedNotice，之后连接关闭；注释行 `: keep-alive` 定时出现。详见文档开头“推送通道”。',
  },
  ack: {
    operationId: 'ackCommand',
    summary: '确认指令：已接收、已完成或失败',
    description:
      '收到指令后先确认 ACKED，执行完毕确认 DONE，不能执行确认 FAILED（message 写原因）。只能确认本设备的指令，其他设备的指令返回 404。',
  },
  questionnaireAnswer: {
    operationId: 'questionnaireAnswer',
    summary: '上报问卷答卷：访客对项目问卷调查的回答',
    description:
      '项目启用了问卷调查（配置包 skills.questionnaire）时，访客答完一份问卷后上报一次；questionId 取自配置包里的题目 id。同一 id 重发只存一次（stored 为 0）。项目没有启用的问卷时返回 409。',
  },
  ask: {
    operationId: 'ask',
    summary: '提问：平台匹配问答、意图、设备人设与兜底，返回回答',
    description:
      '把识别出的访客问题交给项目的匹配器：问答库的标准问题与相似问题、意图（槽位从词典填充）、本机设备人设的人设问答（在兜底之前）、兜底回答（未识别）。回答里有要说的话、命中了什么、得分和候选；unknown 为 true 表示走了兜底。意图缺少必填槽位时回答是追问，pending 不为 null：下一轮提问时把它原样带回，访客的回答即可补全槽位。回答之后请照常以对话事件上报这一轮（matched、unknown 取自本回答）。',
  },
  sceneAnswer: {
    operationId: 'sceneAnswer',
    summary: '场景提问的回答：项目的匹配器判断访客的回答走哪个分支',
    description:
      '运行场景技能（配置包 scenes）时，提问节点收到访客的回答后，把回答与该节点的分支（id 与回答示例）交给平台：项目的匹配器（含项目词典的同义词）判断回答命中哪个分支，branchId 为 null 表示走兜底分支。把 branchId 作为回答的匹配结果交给场景解释器。',
  },
  faceSearch: {
    operationId: 'faceSearch',
    summary: '人脸搜索：抓拍照片中的人是谁',
    description:
      '在项目已启用的人脸库中找与照片中最大那张脸最相近的人员：距离不大于 threshold 时 outcome 为 PERSON，带姓名与问候语，机器人据此称呼访客；否则为 STRANGER（陌生人）；照片中没有人脸为 NO_FACE。认出或见到陌生人后，请以访客事件（kind 为 RECOGNISED，personId 取 person.id，陌生人为 null，faceGroup 取 person.groupName，可带 thumbnail 人脸缩略图）上报，平台据此生成访客记录与考勤。',
  },
  openapi: {
    operationId: 'openapiDocument',
    summary: '本 OpenAPI 文档',
    description: '不需要令牌。',
  },
} satisfies Record<string, CallText>;

export const REFUSALS: Record<number, string> = {
  400: '请求参数有误',
  401: '缺少或无效的设备令牌：请重新激活',
  403: '设备已停用或激活码已过期',
  404: '不存在',
  409: '状态冲突（激活码已被另一台设备使用、再次激活没有带当前令牌、指令已结束）',
  413: '请求体过大',
  415: '带正文的请求缺少 Content-Type: application/json',
  429: '调用过于频繁（带 Retry-After）',
};
