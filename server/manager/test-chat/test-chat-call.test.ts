import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QA_API } from '../../../src/shared/api/qa';
import {
  MAX_QUESTION_LENGTH,
  type MatchAnswer,
  TEST_CHAT_API,
  TEST_CHAT_MSG,
} from '../../../src/shared/api/test-chat';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createdLibrary, qaClient } from '../qa/test-support/qa-fixtures';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let hallLibrary: string;
let serviceLibrary: string;
let openingPair: string;

const ask = (caller: Caller, payload: Record<string, unknown>) =>
  app.call<MatchAnswer>(caller, { method: 'POST', url: TEST_CHAT_API.ask, payload });

beforeAll(async () => {
  app = await createManagerTestApp();
  const qa = qaClient(app);
  projectId = (await createProject(app, app.enterpriseA, '测试对话项目')).id;
  hallLibrary = (await createdLibrary(app, projectId, '展厅问答')).id;
  serviceLibrary = (await createdLibrary(app, projectId, '服务问答')).id;
  const pair = async (libraryId: string, question: string, similarQuestions: string[], answer: string) => {
    const created = await qa.createPair(app.enterpriseA, libraryId, {
      question,
      similarQuestions,
      answers: [{ text: answer }],
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    return created.body.data.id;
  };
  openingPair = await pair(hallLibrary, '展厅几点开门', ['展厅的开放时间'], '展厅每天九点开门。');
  await pair(hallLibrary, '门票多少钱', ['参观要买票吗'], '免费参观。');
  await pair(serviceLibrary, 'WiFi密码是多少', ['无线网怎么连'], '密码是 88886666。');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

describe('POST test-chat', () => {
  it('answers a paraphrase with the pair, its score, the words and the runners-up', async () => {
    const answer = await ask(app.enterpriseA, { projectId, question: '请问展厅是什么时候开门的？' });
    expect(answer.statusCode).toBe(200);
    const result = answer.body.data;
    expect(result.matched).toMatchObject({
      kind: 'qa',
      pairId: openingPair,
      libraryId: hallLibrary,
      libraryName: '展厅问答',
      question: '展厅几点开门',
    });
    expect(result.answer.text).toBe('展厅每天九点开门。');
    expect(result.unknown).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(result.threshold);
    expect(result.matchedWords).toEqual(expect.arrayContaining(['展厅', '开门']));
    expect(result.highlights.question.length).toBeGreaterThan(0);
  });

  it('falls back when nothing matches, and says so', async () => {
    const result = (await ask(app.enterpriseA, { projectId, question: '明天会下雨吗' })).body.data;
    expect(result.unknown).toBe(true);
    expect(result.matched.kind).toBe('fallback');
    expect(result.answer.text).toBeTruthy();
  });

  it('answers from a pair the moment it is added, and forgets one the moment it is disabled', async () => {
    const before = (await ask(app.enterpriseA, { projectId, question: '停车场在哪里' })).body.data;
    expect(before.unknown).toBe(true);
    const created = await qaClient(app).createPair(app.enterpriseA, serviceLibrary, {
      question: '停车场在哪里',
      answers: [{ text: '停车场在负一层。' }],
    });
    const after = (await ask(app.enterpriseA, { projectId, question: '停车场在哪' })).body.data;
    expect(after.matched).toMatchObject({ kind: 'qa', pairId: created.body.data.id });
    await app.call(app.enterpriseA, {
      method: 'POST',
      url: QA_API.pairBatch,
      payload: { libraryId: serviceLibrary, ids: [created.body.data.id], action: 'DISABLE' },
    });
    expect((await ask(app.enterpriseA, { projectId, question: '停车场在哪' })).body.data.unknown).toBe(true);
  });

  it('keeps to one library when the library’s own test chat asks', async () => {
    const within = (await ask(app.enterpriseA, { projectId, libraryId: hallLibrary, question: 'WiFi密码' }))
      .body.data;
    expect(within.unknown).toBe(true);
    const whole = (await ask(app.enterpriseA, { projectId, question: 'WiFi密码' })).body.data;
    expect(whole.matched).toMatchObject({ kind: 'qa', libraryId: serviceLibrary });
  });

  it('refuses bad input with a reason and never answers 500', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ projectId }, 400, TEST_CHAT_MSG.questionMissing],
      [{ projectId, question: '   ' }, 400, TEST_CHAT_MSG.questionMissing],
      [{ projectId, question: '问'.repeat(MAX_QUESTION_LENGTH + 1) }, 400, TEST_CHAT_MSG.questionTooLong],
      [{ projectId, question: 42 }, 400],
      [{ question: '你好' }, 400],
      [{ projectId: 'not-a-project', question: '你好' }, 404],
      [{ projectId, question: '你好', libraryId: 'nope' }, 404],
      [{ projectId, question: '你好', pending: { intentId: 1 } }, 400],
      [{ projectId, question: ['展厅'] }, 400],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await ask(app.enterpriseA, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (question) => {
        const answer = await ask(app.enterpriseA, { projectId, question });
        expect([200, 400]).toContain(answer.statusCode);
      }),
      { numRuns: 40 },
    );
  });

  it('shows another tenant’s project and library as missing', async () => {
    for (const caller of [app.enterpriseC, app.personB]) {
      expect((await ask(caller, { projectId, question: '展厅几点开门' })).statusCode).toBe(404);
      const ownProject = (await createProject(app, caller, `别人的项目${caller.userId.slice(0, 4)}`)).id;
      const probing = await ask(caller, { projectId: ownProject, libraryId: hallLibrary, question: '展厅' });
      expect(probing.statusCode).toBe(404);
    }
    const anonymous = await ask(null as unknown as Caller, { projectId, question: '展厅几点开门' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers only to holders of the Q&A or intent menu', async () => {
    const qa = qaClient(app);
    const outsider = await addMember(app, '13800009301', {
      name: '只看设备',
      menuCodes: ['PROJECT', 'DEVICE'],
    });
    const operator = await addMember(app, '13800009302', { name: '问答运营', menuCodes: ['PROJECT', 'QA'] });
    for (const member of [outsider, operator]) await qa.share('PROJECT', projectId, member, 'VIEW');
    await qa.share('QA', hallLibrary, operator, 'VIEW');
    expect((await ask(outsider, { projectId, question: '展厅几点开门' })).statusCode).toBe(403);
    expect((await ask(operator, { projectId, question: '展厅几点开门' })).statusCode).toBe(200);
    const inLibrary = await ask(operator, { projectId, libraryId: hallLibrary, question: '展厅几点开门' });
    expect(inLibrary.body.data.matched).toMatchObject({ kind: 'qa', pairId: openingPair });
  });
});
