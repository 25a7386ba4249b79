import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_CONFIGURATION_API,
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationEditBody,
  type BaseConfigurationSummary,
  DEFAULT_BASE_SETTINGS,
} from '../../../src/shared/api/base-configurations';
import { type AppliedSettings, DEVICE_SETTINGS_API } from '../../../src/shared/api/device-settings';
import {
  PERSONA_API,
  PERSONA_MSG,
  type PersonaDetail,
  type PersonaEditBody,
} from '../../../src/shared/api/personas';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { type MatchAnswer, TEST_CHAT_API } from '../../../src/shared/api/test-chat';
import { devices } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
/** Three robots: 大厅1号 (展厅A), 大厅2号 (展厅A, 二楼), 仓库 (no tag). */
let hall1: string;
let hall2: string;
let store: string;
let colleague: Caller;

async function device(name: string, tags: string[]): Promise<string> {
  const [row] = await app.db
    .insert(devices)
    .values({
      projectId,
      name,
      model: 'RK-S1',
      tags,
      activationKey: `RK-${name}-${Math.random().toString(36).slice(2, 10)}`,
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    })
    .returning({ id: devices.id });
  return row.id;
}

beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '设备设置项目')).id;
  hall1 = await device('大厅1号', ['展厅A']);
  hall2 = await device('大厅2号', ['二楼', '展厅A']);
  store = await device('仓库', []);
  colleague = await addMember(app, '13800009401', { name: '设备设置角色', menuCodes: ['PROJECT', 'BUTTOM'] });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const noTargets = { projectDefault: false, deviceIds: [], tags: [] };

async function createConfiguration(name: string, caller: Caller = app.enterpriseA) {
  return app.call<BaseConfigurationSummary>(caller, {
    method: 'PUT',
    url: BASE_CONFIGURATION_API.create,
    payload: { projectId, name },
  });
}
const editConfiguration = (body: BaseConfigurationEditBody, caller: Caller = app.enterpriseA) =>
  app.call<BaseConfigurationSummary>(caller, {
    method: 'POST',
    url: BASE_CONFIGURATION_API.edit,
    payload: body,
  });
const configurationBody = (id: string, name: string, more: Partial<BaseConfigurationEditBody> = {}) => ({
  id,
  name,
  description: '',
  settings: DEFAULT_BASE_SETTINGS,
  targets: noTargets,
  ...more,
});
const applied = async (caller: Caller = app.enterpriseA) =>
  (
    await app.call<AppliedSettings>(caller, {
      method: 'GET',
      url: DEVICE_SETTINGS_API.applied,
      query: { projectId },
    })
  ).body.data;

describe('base configurations (基础配置)', () => {
  it('applies to a device, a tag and the project default: the device’s own beats its tag, a tag beats the default', async () => {
    const hall = (await createConfiguration('展厅默认')).body.data;
    expect(hall).toMatchObject({ settings: DEFAULT_BASE_SETTINGS, targets: noTargets, deviceCount: 0 });
    const quiet = (await createConfiguration('安静模式')).body.data;
    const general = (await createConfiguration('全馆通用')).body.data;

    const saved = await editConfiguration(
      configurationBody(hall.id, '展厅默认', {
        settings: { ...DEFAULT_BASE_SETTINGS, wakeWord: '你好小展', volume: 70, workStart: '08:30' },
        targets: { projectDefault: false, deviceIds: [], tags: ['展厅A'] },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(BASE_CONFIGURATION_MSG.saved);
    expect(saved.body.data.settings).toMatchObject({ wakeWord: '你好小展', volume: 70, workStart: '08:30' });
    await editConfiguration(
      configurationBody(quiet.id, '安静模式', {
        targets: { projectDefault: false, deviceIds: [hall2], tags: [] },
      }),
    );
    await editConfiguration(
      configurationBody(general.id, '全馆通用', {
        targets: { projectDefault: true, deviceIds: [], tags: [] },
      }),
    );

    const settings = await applied();
    expect(settings[hall1].baseConfiguration).toMatchObject({
      name: '展厅默认',
      source: 'TAG',
      tag: '展厅A',
    });
    expect(settings[hall2].baseConfiguration).toMatchObject({
      name: '安静模式',
      source: 'DEVICE',
      tag: null,
    });
    expect(settings[store].baseConfiguration).toMatchObject({ name: '全馆通用', source: 'DEFAULT' });

    const listed = await app.call<{ content: BaseConfigurationSummary[] }>(app.enterpriseA, {
      method: 'GET',
      url: BASE_CONFIGURATION_API.page,
      query: { projectId },
    });
    const counts = Object.fromEntries(listed.body.data.content.map((row) => [row.name, row.deviceCount]));
    expect(counts).toEqual({ 展厅默认: 1, 安静模式: 1, 全馆通用: 1 });

    // A disabled configuration applies to nobody: 大厅2号 falls back to its tag.
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: BASE_CONFIGURATION_API.enable,
      payload: { id: quiet.id, enabled: false },
    });
    expect((await applied())[hall2].baseConfiguration).toMatchObject({ name: '展厅默认', source: 'TAG' });
  });

  it('refuses a tag or device another configuration has, naming it; the project default moves', async () => {
    const other = (await createConfiguration('抢标签')).body.data;
    const tag = await editConfiguration(
      configurationBody(other.id, '抢标签', {
        targets: { projectDefault: true, deviceIds: [], tags: ['展厅A'] },
      }),
    );
    expect(tag.statusCode).toBe(409);
    expect(tag.body.message).toBe('标签「展厅A」已用于基础配置「展厅默认」');
    const moved = await editConfiguration(
      configurationBody(other.id, '抢标签', { targets: { projectDefault: true, deviceIds: [], tags: [] } }),
    );
    expect(moved.statusCode).toBe(200);
    expect((await applied())[store].baseConfiguration).toMatchObject({ name: '抢标签', source: 'DEFAULT' });
  });

  it('answers bad input with 400 or 404 in words, never 500', async () => {
    const id = (await createConfiguration('坏输入')).body.data.id;
    const cases: [Partial<BaseConfigurationEditBody>, number, string][] = [
      [
        { settings: { ...DEFAULT_BASE_SETTINGS, workStart: '18:00', workEnd: '09:00' } },
        400,
        '下班时间须晚于上班时间',
      ],
      [{ settings: { ...DEFAULT_BASE_SETTINGS, volume: 101 } }, 400, '音量为0到100'],
      [{ settings: { ...DEFAULT_BASE_SETTINGS, workStart: '25:00' } }, 400, '时间格式为 HH:MM'],
      [
        { settings: { ...DEFAULT_BASE_SETTINGS, homepageId: crypto.randomUUID() } },
        400,
        '请选择已发布的应用UI配置',
      ],
      [{ settings: { ...DEFAULT_BASE_SETTINGS, speakerId: 'not-a-uuid' } }, 400, '发音人不存在或已停用'],
      [{ targets: { projectDefault: false, deviceIds: [crypto.randomUUID()], tags: [] } }, 404, '设备不存在'],
      [{ targets: { projectDefault: false, deviceIds: ['x'], tags: [] } }, 404, '设备不存在'],
      [{ settings: 'loud' as never }, 400, ''],
    ];
    for (const [more, status, message] of cases) {
      const answer = await editConfiguration(configurationBody(id, '坏输入', more));
      expect(answer.statusCode, JSON.stringify(more)).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    const unknown = await app.call(app.enterpriseA, {
      method: 'GET',
      url: BASE_CONFIGURATION_API.detail,
      query: { id: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(BASE_CONFIGURATION_MSG.notFound);
  });

  it('is another tenant’s as missing as none, and follows the BUTTOM flags for a colleague', async () => {
    const id = (await createConfiguration('租户隔离')).body.data.id;
    for (const caller of [app.enterpriseC, app.personB, app.adminPersonal]) {
      const seen = await app.call(caller, {
        method: 'GET',
        url: BASE_CONFIGURATION_API.detail,
        query: { id },
      });
      expect(seen.statusCode).toBe(404);
      const edited = await editConfiguration(configurationBody(id, '改别人的'), caller);
      expect(edited.statusCode).toBe(404);
      const listed = await app.call(caller, {
        method: 'GET',
        url: BASE_CONFIGURATION_API.page,
        query: { projectId },
      });
      expect(listed.statusCode).toBe(404);
    }
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.share,
      payload: {
        resourceType: 'PROJECT',
        resourceId: projectId,
        shares: [{ userId: colleague.userId, level: 'EDIT' }],
      },
    });
    const hidden = await app.call(colleague, {
      method: 'GET',
      url: BASE_CONFIGURATION_API.detail,
      query: { id },
    });
    expect(hidden.statusCode).toBe(404);
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.share,
      payload: {
        resourceType: 'BUTTOM',
        resourceId: id,
        shares: [{ userId: colleague.userId, level: 'VIEW' }],
      },
    });
    const viewed = await app.call(colleague, {
      method: 'GET',
      url: BASE_CONFIGURATION_API.detail,
      query: { id },
    });
    expect(viewed.statusCode).toBe(200);
    expect((await editConfiguration(configurationBody(id, '只能看'), colleague)).statusCode).toBe(403);
    // The device list's call is device management's: this role has no DEVICE menu.
    const devicesCall = await app.call(colleague, {
      method: 'GET',
      url: DEVICE_SETTINGS_API.applied,
      query: { projectId },
    });
    expect(devicesCall.statusCode).toBe(403);
  });
});

describe('device personas (设备人设)', () => {
  const ask = (question: string, personaId?: string) =>
    app.call<MatchAnswer>(app.enterpriseA, {
      method: 'POST',
      url: TEST_CHAT_API.ask,
      payload: { projectId, question, personaId },
    });

  async function persona(name: string, more: Partial<PersonaEditBody>): Promise<PersonaDetail> {
    const made = await app.call<PersonaDetail>(app.enterpriseA, {
      method: 'PUT',
      url: PERSONA_API.create,
      payload: { projectId, name },
    });
    expect(made.body.message).toBe(PERSONA_MSG.created);
    const saved = await app.call<PersonaDetail>(app.enterpriseA, {
      method: 'POST',
      url: PERSONA_API.edit,
      payload: {
        id: made.body.data.id,
        name,
        description: '',
        profile: {
          robotName: '小展',
          age: 3,
          gender: 'FEMALE',
          greeting: '您好',
          introduction: '我是展厅讲解员小展。',
        },
        answers: [],
        targets: noTargets,
        ...more,
      },
    });
    expect(saved.statusCode).toBe(200);
    return saved.body.data;
  }

  it('answers a personality question before the fallback, with the picked persona or the project default', async () => {
    const before = (await ask('你几岁了')).body.data;
    expect(before.unknown).toBe(true);

    const friendly = await persona('亲切讲解员', {
      answers: [
        { question: '你几岁了', similarQuestions: ['你多大了', '你的年龄是多少'], answer: '我今年三岁啦！' },
        { question: '你会做什么', similarQuestions: [], answer: '我会讲解展品、带路和回答问题。' },
      ],
      targets: { projectDefault: true, deviceIds: [], tags: [] },
    });
    expect(friendly).toMatchObject({ answerCount: 2, profile: { robotName: '小展', age: 3 } });
    const byDefault = (await ask('你多大了')).body.data;
    expect(byDefault).toMatchObject({
      unknown: false,
      answer: { text: '我今年三岁啦！' },
      matched: { kind: 'persona', personaId: friendly.id, personaName: '亲切讲解员', question: '你几岁了' },
    });
    const introduced = (await ask('介绍一下你自己')).body.data;
    expect(introduced.answer.text).toBe('我是展厅讲解员小展。');

    const formal = await persona('严肃讲解员', {
      answers: [{ question: '你几岁了', similarQuestions: [], answer: '年龄保密。' }],
    });
    expect((await ask('你几岁了', formal.id)).body.data.answer.text).toBe('年龄保密。');
    // A question neither the knowledge nor the persona knows still falls back.
    expect((await ask('火星上的天气怎么样', formal.id)).body.data.unknown).toBe(true);
  });

  it('refuses a persona of another project in the test chat, and bad answers, without a 500', async () => {
    const otherProject = (await createProject(app, app.enterpriseA, '别的项目')).id;
    const made = await app.call<PersonaDetail>(app.enterpriseA, {
      method: 'PUT',
      url: PERSONA_API.create,
      payload: { projectId: otherProject, name: '别处的人设' },
    });
    const refused = await ask('你几岁了', made.body.data.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('设备人设不存在');
    const bad = await app.call(app.enterpriseA, {
      method: 'POST',
      url: PERSONA_API.edit,
      payload: {
        id: made.body.data.id,
        name: '别处的人设',
        profile: { robotName: '', age: -1, gender: 'ROBOT' },
        answers: [{ question: '', answer: '' }],
        targets: {},
      },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await app.call(app.enterpriseC, {
      method: 'GET',
      url: PERSONA_API.detail,
      query: { id: made.body.data.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
