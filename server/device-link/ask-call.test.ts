import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigurationBundle, DEVICE_LINK, DEVICE_LINK_MSG } from '../../src/shared/api/device-link';
import type { MatchAnswer } from '../../src/shared/api/test-chat';
import { answeredTurn } from '../../src/simulator/answered-turn';
import { projects, qaLibraries, qaPairs } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
let robotA: string;
let robotB: string;

const SECRET = '项目B的会员积分怎么兑换';

/** A library of project B (the demo person's) with one pair only B's robots may answer from. */
async function libraryOfProjectB(): Promise<void> {
  const [project] = await t.db.select().from(projects).where(eq(projects.id, t.projectB));
  const [library] = await t.db
    .insert(qaLibraries)
    .values({ projectId: t.projectB, userId: project.userId, tenantId: project.tenantId, name: 'B的问答' })
    .returning({ id: qaLibraries.id });
  await t.db.insert(qaPairs).values({
    libraryId: library.id,
    question: SECRET,
    similarQuestions: ['积分兑换'],
    answers: [{ text: '在服务台兑换。', media: null, page: null }],
  });
}

async function robot(projectId: string): Promise<string> {
  const slot = await t.slot(projectId);
  return t.activate(slot.key, `SN-${slot.key.slice(-9)}`);
}

const ask = (token: string | null, payload: unknown) =>
  t.call<MatchAnswer>(token, { method: 'POST', url: DEVICE_LINK.ask, payload: payload as object });

beforeAll(async () => {
  t = await createDeviceLinkTestApp();
  await libraryOfProjectB();
  robotA = await robot(t.projectA);
  robotB = await robot(t.projectB);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /device/v1/ask', () => {
  it('answers from the robot’s own project only', async () => {
    const own = await ask(robotB, { question: '会员积分怎么兑换呢' });
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toMatchObject({ unknown: false, answer: { text: '在服务台兑换。' } });
    const other = await ask(robotA, { question: SECRET });
    expect(other.body.data.matched.kind === 'qa' && other.body.data.matched.question === SECRET).toBe(false);
  });

  it('fills an intent’s slot from the demo dictionaries, and asks for it when missing', async () => {
    const filled = (await ask(robotA, { question: '带我去一号展厅' })).body.data;
    expect(filled.matched).toMatchObject({
      kind: 'intent',
      intentName: '带我去',
      slots: [{ value: '展厅A' }],
    });
    expect(filled.answer.text).toContain('展厅A');
    // The simulated robot reports the turn with that intent (问答分析's 热门意图 counts it).
    expect(answeredTurn('带我去一号展厅', filled)).toMatchObject({ matched: '带我去', intent: '带我去' });
    const asked = (await ask(robotA, { question: '带我去参观一下' })).body.data;
    expect(asked.matched).toMatchObject({ kind: 'intent', missingSlot: '地点' });
    expect(asked.answer.text).toBe('您想去哪里？');
    const completed = (await ask(robotA, { question: '儿童乐园', pending: asked.pending })).body.data;
    expect(completed.matched).toMatchObject({
      kind: 'intent',
      slots: [{ value: '儿童区' }],
      missingSlot: null,
    });
  });

  it('answers 第二个 with the second question the last fallback offered, when the robot sends them back', async () => {
    const unsure = (await ask(robotA, { question: '带着奶娃娃有专门的小房间不' })).body.data;
    expect(unsure.unknown).toBe(true);
    expect(unsure.suggestions.length).toBeGreaterThan(0);
    const picked = (await ask(robotA, { question: '第一个', offered: unsure.suggestions })).body.data;
    expect(picked).toMatchObject({
      unknown: false,
      matched: { kind: 'qa', question: unsure.suggestions[0] },
    });
    const tooMany = await ask(robotA, { question: '第一个', offered: ['一', '二', '三', '四'] });
    expect(tooMany.statusCode).toBe(400);
  });

  it('falls back for what nothing answers', async () => {
    const result = (await ask(robotA, { question: '火星上有没有外星人' })).body.data;
    expect(result).toMatchObject({ unknown: true, matched: { kind: 'fallback' } });
  });

  it('refuses a robot without a valid token, and bad or oversized questions, never with a 500', async () => {
    expect((await ask(null, { question: '你好' })).body.message).toBe(DEVICE_LINK_MSG.tokenMissing);
    expect((await ask('not-a-token', { question: '你好' })).statusCode).toBe(401);
    for (const payload of [{}, { question: '' }, { question: 7 }, { question: '问'.repeat(201) }, []]) {
      expect((await ask(robotA, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const huge = await ask(robotA, { question: '问', sessionId: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('puts the project’s standard questions into the configuration bundle', async () => {
    const bundle = await t.call<ConfigurationBundle>(robotB, {
      method: 'GET',
      url: DEVICE_LINK.configuration,
    });
    expect(bundle.body.data.qa).toContainEqual({ question: SECRET, answer: '在服务台兑换。' });
    const bundleA = await t.call<ConfigurationBundle>(robotA, {
      method: 'GET',
      url: DEVICE_LINK.configuration,
    });
    expect(bundleA.body.data.qa.map((entry) => entry.question)).not.toContain(SECRET);
  });
});
