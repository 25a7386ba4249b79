import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import type { AnswerMatch } from '../../src/shared/scene-flow/answer-match';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
let robot: string;

beforeAll(async () => {
  t = await createDeviceLinkTestApp();
  const slot = await t.slot(t.projectA);
  robot = await t.activate(slot.key, `SN-${slot.key.slice(-9)}`);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const BUSINESS = [
  { id: 'business', examples: ['办业务', '办理业务'] },
  { id: 'browse', examples: ['随便看看', '不用了'] },
];
const ACCOUNT = [
  { id: 'account', examples: ['开户', '开个户'] },
  { id: 'cash', examples: ['存钱', '取钱', '存取款'] },
];

const branchOf = async (answer: string, branches: object[], token: string | null = robot) => {
  const reply = await t.call<AnswerMatch>(token, {
    method: 'POST',
    url: DEVICE_LINK.sceneAnswer,
    payload: { answer, branches },
  });
  expect(reply.statusCode).toBe(200);
  return reply.body.data.branchId;
};

describe('POST /device/v1/scene-answer', () => {
  it('takes the branch the project’s matcher reads an answer in other words as', async () => {
    // None of these holds an example as written: a plain containment test sent them all to the fallback.
    expect(await branchOf('我想办一下业务', BUSINESS)).toBe('business');
    expect(await branchOf('我想辦理業務', BUSINESS)).toBe('business');
    expect(await branchOf('业务办理', BUSINESS)).toBe('business');
    expect(await branchOf('开一个户', ACCOUNT)).toBe('account');
    expect(await branchOf('我先随便看看吧', BUSINESS)).toBe('browse');
  });

  it('reads an answer with the project’s dictionaries: a synonym of the demo project finds its word', async () => {
    const halls = [
      { id: 'hall', examples: ['去展厅A'] },
      { id: 'shop', examples: ['去文创商店'] },
    ];
    expect(await branchOf('去一号展厅', halls)).toBe('hall');
  });

  it('leaves an unrelated answer to the fallback branch', async () => {
    expect(await branchOf('今天天气如何', BUSINESS)).toBeNull();
  });

  it('refuses bad input with 400 and a robot without a token with 401', async () => {
    for (const payload of [{}, { answer: '', branches: BUSINESS }, { answer: '开户', branches: [] }]) {
      const reply = await t.call(robot, { method: 'POST', url: DEVICE_LINK.sceneAnswer, payload });
      expect(reply.statusCode).toBe(400);
    }
    const stranger = await t.call(null, {
      method: 'POST',
      url: DEVICE_LINK.sceneAnswer,
      payload: { answer: '开户', branches: ACCOUNT },
    });
    expect(stranger.statusCode).toBe(401);
  });
});
