import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../../src/shared/api/device-link';
import { STORE_SKILL_API, type StoreSkillDetail } from '../../../src/shared/api/store-skills';
import {
  QUESTIONNAIRE_API,
  QUESTIONNAIRE_MSG,
  type QuestionnaireResults,
} from '../../../src/shared/skill-store/questionnaire-answers';
import { devices } from '../../db/schema';
import { randomActivationKey } from '../../device-link/device-link-test-app';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let robotToken: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '问卷项目')).id;
  const activationKey = randomActivationKey();
  await app.db.insert(devices).values({
    projectId,
    name: '问卷机器人',
    model: 'guide-s1',
    activationKey,
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  const activated = await app.app.inject({
    method: 'POST',
    url: DEVICE_LINK.activate,
    payload: { activationKey, serial: 'Q-1' },
  });
  robotToken = activated.json().data.deviceToken;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const post = (payload: object) =>
  app.app.inject({
    method: 'POST',
    url: QUESTIONNAIRE_API.answer,
    headers: { authorization: `Bearer ${robotToken}` },
    payload,
  });
const at = '2026-11-29T10:00:00+08:00';

describe('questionnaire answers posted by robots, counted for the console', () => {
  it('stores each answer once, refuses what was not asked, and counts per option and value', async () => {
    const none = await post({ id: 'a0', at, answers: [{ questionId: 'q1', choice: '满意' }] });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(QUESTIONNAIRE_MSG.notRunning);

    const added = await app.call<StoreSkillDetail>(app.enterpriseA, {
      method: 'POST',
      url: STORE_SKILL_API.copy,
      payload: { skillStoreCode: 'questionnaire', projectId },
    });
    const id = added.body.data.id;
    const answers = [
      {
        id: 'a1',
        at,
        answers: [
          { questionId: 'q1', choice: '满意' },
          { questionId: 'q2', value: 9 },
        ],
      },
      {
        id: 'a2',
        at,
        answers: [
          { questionId: 'q1', other: '讲解很棒' },
          { questionId: 'q2', value: 10 },
        ],
      },
      { id: 'a3', at, answers: [{ questionId: 'q1', choice: '满意' }] },
    ];
    for (const answer of answers) expect((await post(answer)).json().data).toEqual({ stored: 1 });
    expect((await post(answers[0])).json().data).toEqual({ stored: 0 });
    const stray = await post({ id: 'a4', at, answers: [{ questionId: 'q9', value: 1 }] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe(QUESTIONNAIRE_MSG.unknownQuestion);
    for (const bad of [
      {},
      { id: 'x y', at, answers: [] },
      { id: 'a5', at: 'yesterday', answers: [{ questionId: 'q1' }] },
    ]) {
      const answer = await post(bad);
      expect(answer.statusCode).toBe(400);
    }

    const results = await app.call<QuestionnaireResults>(app.enterpriseA, {
      method: 'GET',
      url: QUESTIONNAIRE_API.results,
      query: { id },
    });
    expect(results.body.data.answered).toBe(3);
    expect(results.body.data.questions[0]).toMatchObject({
      kind: 'RADIO',
      counts: [
        { label: '非常满意', count: 0 },
        { label: '满意', count: 2 },
        { label: '一般', count: 0 },
        { label: '其他', count: 1 },
      ],
      others: ['讲解很棒'],
    });
    expect(results.body.data.questions[1]).toMatchObject({ kind: 'NUMBER', average: 9.5 });

    const stranger = await app.call(app.enterpriseC, {
      method: 'GET',
      url: QUESTIONNAIRE_API.results,
      query: { id },
    });
    expect(stranger.statusCode).toBe(404);
    const unauthenticated = await app.app.inject({
      method: 'POST',
      url: QUESTIONNAIRE_API.answer,
      payload: answers[0],
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
