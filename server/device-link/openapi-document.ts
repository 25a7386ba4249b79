import { z } from 'zod';
import {
  activateBody,
  activationAnswer,
  askBody,
  commandAckAnswer,
  commandAckBody,
  configurationBundle,
  DEVICE_LINK,
  eventBatchAnswer,
  eventBatchBody,
  heartbeatAnswer,
  heartbeatBody,
  pushedCommand,
  revokedNotice,
} from '../../src/shared/api/device-link';
import { commandBody } from '../../src/shared/api/devices';
import { faceSearchAnswer, faceSearchBody } from '../../src/shared/api/face-search';
import { matchAnswer } from '../../src/shared/api/test-chat';
import { answerMatch, answerMatchBody } from '../../src/shared/scene-flow/answer-match';
import {
  QUESTIONNAIRE_API,
  questionnaireAnswerBody,
} from '../../src/shared/skill-store/questionnaire-answers';
import { API_DESCRIPTION, CALLS, type CallText, REFUSALS } from './openapi-texts';

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema 2020-12 that OpenAPI 3.1 speaks: what a robot sends or receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** The pushed command with its payload spelled out by kind (the console's command schemas). */
const pushedCommandByKind = z.union(
  commandBody.options.map((option) =>
    pushedCommand.extend({ kind: option.shape.kind, payload: option.shape.payload }),
  ) as unknown as [z.ZodType, ...z.ZodType[]],
);

const SCHEMAS: Record<string, JsonSchema> = {
  ActivateBody: jsonSchema(activateBody, 'input'),
  Activation: jsonSchema(activationAnswer, 'output'),
  HeartbeatBody: jsonSchema(heartbeatBody, 'input'),
  HeartbeatAnswer: jsonSchema(heartbeatAnswer, 'output'),
  ConfigurationBundle: jsonSchema(configurationBundle, 'output'),
  EventBatch: jsonSchema(eventBatchBody, 'input'),
  EventBatchAnswer: jsonSchema(eventBatchAnswer, 'output'),
  PushedCommand: jsonSchema(pushedCommandByKind, 'output'),
  RevokedNotice: jsonSchema(revokedNotice, 'output'),
  CommandAck: jsonSchema(commandAckBody, 'input'),
  CommandAckAnswer: jsonSchema(commandAckAnswer, 'output'),
  AskBody: jsonSchema(askBody, 'input'),
  AnswerMatchBody: jsonSchema(answerMatchBody, 'input'),
  AnswerMatch: jsonSchema(answerMatch, 'output'),
  MatchAnswer: jsonSchema(matchAnswer, 'output'),
  FaceSearchBody: jsonSchema(faceSearchBody, 'input'),
  FaceSearchAnswer: jsonSchema(faceSearchAnswer, 'output'),
  QuestionnaireAnswer: jsonSchema(questionnaireAnswerBody, 'input'),
  Refusal: {
    type: 'object',
    description: '拒绝：status 为 -1，message 是可直接展示的中文原因，data 为 null',
    properties: { status: { const: -1 }, message: { type: 'string' }, data: { type: 'null' } },
    required: ['status', 'message', 'data'],
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Every answer is the console's envelope; success carries `status: 0` and the data. */
const success = (description: string, dataSchema: string | null, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          status: { const: 0 },
          message: { type: 'string' },
          data: dataSchema ? ref(dataSchema) : { type: 'null' },
        },
        required: ['status', 'message', 'data'],
      },
    },
  },
});

const secondsHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** What every 429 says: when to try again; the activation's per-address limit says more. */
const RETRY_AFTER = { 'Retry-After': secondsHeader('多少秒后再试') };
const ADDRESS_LIMIT = {
  'X-RateLimit-Limit': secondsHeader('本客户端地址每分钟可激活的次数'),
  'X-RateLimit-Remaining': secondsHeader('本分钟内还可激活的次数'),
  'X-RateLimit-Reset': secondsHeader('多少秒后计数重新开始'),
};

const refusals = (statuses: number[], headers: Record<string, unknown> = RETRY_AFTER) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: REFUSALS[status],
        ...(status === 429 ? { headers } : {}),
        content: { 'application/json': { schema: ref('Refusal') } },
      },
    ]),
  );

const jsonBody = (schema: string, example: unknown) => ({
  required: true,
  content: { 'application/json': { schema: ref(schema), example } },
});

const operation = (text: CallText, rest: Record<string, unknown>) => ({
  operationId: text.operationId,
  summary: text.summary,
  description: text.description,
  tags: ['device'],
  ...rest,
});

const AUTHENTICATED = [401, 403, 429];
const NOW = '2026-06-01T08:00:00.000Z';

/** The OpenAPI 3.1 document of the device API, built from the contract's zod schemas. */
export function deviceApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: '机器人开放平台 设备接口 (Device API)', version: '1', description: API_DESCRIPTION },
    tags: [{ name: 'device', description: '机器人调用的接口' }],
    security: [{ deviceToken: [] }],
    paths: {
      [DEVICE_LINK.activate]: {
        post: operation(CALLS.activate, {
          security: [],
          requestBody: jsonBody('ActivateBody', {
            activationKey: 'RK-7K2M-9QXA-4T8D-P3WZ',
            serial: 'SN-2026-000123',
            firmware: '3.2.1',
          }),
          parameters: [
            {
              name: 'Authorization',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: '再次激活已绑定的激活码时必填：Bearer <当前 deviceToken>，证明是绑定的那台机器人',
            },
          ],
          responses: {
            '200': success('已激活：保存 deviceToken', 'Activation', ADDRESS_LIMIT),
            ...refusals([400, 403, 404, 409, 413, 415]),
            ...refusals([429], { ...RETRY_AFTER, ...ADDRESS_LIMIT }),
          },
        }),
      },
      [DEVICE_LINK.heartbeat]: {
        post: operation(CALLS.heartbeat, {
          requestBody: jsonBody('HeartbeatBody', {
            battery: 86,
            charging: false,
            volume: 60,
            currentPage: 'page-main',
            position: { mapId: null, x: 42.5, y: 17, pointName: '前台' },
          }),
          responses: {
            '200': success('已记录', 'HeartbeatAnswer'),
            ...refusals([400, ...AUTHENTICATED, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.configuration]: {
        get: operation(CALLS.configuration, {
          parameters: [
            {
              name: 'If-None-Match',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: '上次收到的 ETag；未变化时返回 304 且没有正文',
            },
          ],
          responses: {
            '200': success('配置包', 'ConfigurationBundle', {
              ETag: { description: '强 ETag，由配置包内容决定', schema: { type: 'string' } },
            }),
            '304': { description: '配置包未变化（If-None-Match 命中），没有正文' },
            ...refusals(AUTHENTICATED),
          },
        }),
      },
      [DEVICE_LINK.events]: {
        post: operation(CALLS.events, {
          requestBody: jsonBody('EventBatch', {
            events: [
              {
                id: 'SN-2026-000123-00000042',
                type: 'conversation',
                at: NOW,
                question: '洗手间在哪里？',
                answer: '洗手间在一楼电梯右侧。',
                matched: '洗手间位置',
                unknown: false,
                sessionId: 's-0815',
              },
              { id: 'SN-2026-000123-00000043', type: 'visitor', at: NOW, kind: 'GREETED', dwellSeconds: 35 },
            ],
          }),
          responses: {
            '200': success('已处理：stored + duplicates + refused 的个数 = 本批事件数', 'EventBatchAnswer'),
            ...refusals([400, ...AUTHENTICATED, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.commands]: {
        get: operation(CALLS.commands, {
          responses: {
            '200': {
              description: 'Server-sent events 流（text/event-stream），见上方说明',
              content: {
                'text/event-stream': {
                  schema: { type: 'string' },
                  // OpenAPI 3.1 has no words for an event stream's items: named here by event.
                  'x-sse-events': { command: ref('PushedCommand'), revoked: ref('RevokedNotice') },
                  example: `retry: 3000\n: connected\n\nid: 5f0c…\nevent: command\ndata: {"id":"5f0c…","kind":"SPEAK","payload":{"text":"欢迎光临"},"createdAt":"${NOW}","expiresAt":"2026-06-01T08:01:00.000Z"}\n\n: keep-alive\n\nevent: revoked\ndata: {"status":403,"message":"该设备已被停用，请联系项目管理员启用"}\n\n`,
                },
              },
            },
            ...refusals(AUTHENTICATED),
          },
        }),
      },
      [DEVICE_LINK.ack.replace(':id', '{id}')]: {
        post: operation(CALLS.ack, {
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'string', format: 'uuid' },
              description: '指令 id',
            },
          ],
          requestBody: jsonBody('CommandAck', { status: 'DONE' }),
          responses: {
            '200': success('指令此刻的状态', 'CommandAckAnswer'),
            ...refusals([400, ...AUTHENTICATED, 404, 409, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.ask]: {
        post: operation(CALLS.ask, {
          requestBody: jsonBody('AskBody', { question: '请问洗手间在哪里', sessionId: 's-0815' }),
          responses: {
            '200': success('回答与命中情况', 'MatchAnswer'),
            ...refusals([400, ...AUTHENTICATED, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.sceneAnswer]: {
        post: operation(CALLS.sceneAnswer, {
          requestBody: jsonBody('AnswerMatchBody', {
            answer: '我想办一下业务',
            branches: [
              { id: 'business', examples: ['办业务', '办理业务'] },
              { id: 'browse', examples: ['随便看看', '不用了'] },
            ],
          }),
          responses: {
            '200': success('回答走的分支', 'AnswerMatch'),
            ...refusals([400, ...AUTHENTICATED, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.faceSearch]: {
        post: operation(CALLS.faceSearch, {
          requestBody: jsonBody('FaceSearchBody', { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg…' }),
          responses: {
            '200': success('认出的人员、陌生人或没有人脸', 'FaceSearchAnswer'),
            ...refusals([400, ...AUTHENTICATED, 413, 415]),
          },
        }),
      },
      [QUESTIONNAIRE_API.answer]: {
        post: operation(CALLS.questionnaireAnswer, {
          requestBody: jsonBody('QuestionnaireAnswer', {
            id: 'SN-2026-000123-q-0042',
            at: NOW,
            answers: [
              { questionId: 'q1', choice: '满意' },
              { questionId: 'q2', value: 9 },
            ],
          }),
          responses: {
            '200': { description: '已处理：{ stored: 1 } 新存入，{ stored: 0 } 此前已存过' },
            ...refusals([400, ...AUTHENTICATED, 409, 413, 415]),
          },
        }),
      },
      [DEVICE_LINK.openapi]: {
        get: operation(CALLS.openapi, {
          security: [],
          responses: {
            '200': { description: '本文档', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        }),
      },
    },
    components: {
      securitySchemes: {
        deviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: '激活时得到的设备令牌：Authorization: Bearer <deviceToken>',
        },
      },
      schemas: SCHEMAS,
    },
  };
}
