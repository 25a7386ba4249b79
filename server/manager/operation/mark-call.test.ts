import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MarkPage,
  type MarkResult,
  OPERATION_API,
  type PairChoice,
} from '../../../src/shared/api/operation';
import { QA_API, QA_MSG } from '../../../src/shared/api/qa';
import { type MatchAnswer, TEST_CHAT_API } from '../../../src/shared/api/test-chat';
import { MENU_CODES } from '../../../src/shared/permissions';
import { conversationTurns } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { holdOnly } from '../overview/test-support/hold-only';
import { createdLibrary, qaClient } from '../qa/test-support/qa-fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { askedToday, projectWithVisits } from './test-support/visits';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const marksOf = (caller: Caller | null, query: Record<string, string>) =>
  app.call<MarkPage>(caller, { method: 'GET', url: OPERATION_API.marks, query });
const mark = (caller: Caller | null, payload: Record<string, unknown>) =>
  app.call<MarkResult>(caller, { method: 'POST', url: OPERATION_API.mark, payload });
const ask = (projectId: string, question: string) =>
  app.call<MatchAnswer>(app.enterpriseA, {
    method: 'POST',
    url: TEST_CHAT_API.ask,
    payload: { projectId, question },
  });

/** A project whose gate robot could not answer where to park (twice, worded apart) nor the weather. */
async function unansweredProject() {
  const visits = await projectWithVisits(app, app.enterpriseA);
  await askedToday(app, visits.project.id, visits.gate, [
    ['停车场在哪？', true],
    ['停车场 在哪', true],
    ['明天会下雨吗', true],
    ['几点闭馆', false],
  ]);
  const library = await createdLibrary(app, visits.project.id, '服务问答');
  const created = await qaClient(app).createPair(app.enterpriseA, library.id, {
    question: '停车场怎么走',
    answers: [{ text: '停车场在负一层。' }],
  });
  return { ...visits, pairId: created.body.data.id };
}

describe('问答标注', () => {
  it('groups the unanswered turns by normalised question with counts, robots, times and the nearest pairs', async () => {
    const { project, day, pairId } = await unansweredProject();
    const answer = await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day });
    expect(answer.statusCode).toBe(200);
    const page = answer.body.data;
    expect(page.totalElements).toBe(2);
    const parking = page.content.find((group) => group.question.startsWith('停车场'));
    expect(parking).toMatchObject({ count: 2, robots: ['门口机器人'], state: 'PENDING' });
    expect(parking?.suggestions[0]).toMatchObject({
      pairId,
      question: '停车场怎么走',
      libraryName: '服务问答',
    });
    const paged = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      pageSize: '1',
      pageNo: '1',
    });
    expect(paged.body.data).toMatchObject({ totalElements: 2, number: 1 });
    expect(paged.body.data.content).toHaveLength(1);
  });

  it('closes the loop: a question marked as similar is answered by the test chat and leaves 待标注', async () => {
    const { project, day, pairId, gate } = await unansweredProject();
    // The staff's own name for the car park: no matcher can know it before someone says so.
    await askedToday(app, project.id, gate, [['蓝鲸区在哪', true]]);
    expect((await ask(project.id, '蓝鲸区在哪')).body.data.unknown).toBe(true);
    const marked = await mark(app.enterpriseA, {
      action: 'SIMILAR',
      projectId: project.id,
      pairId,
      questions: ['蓝鲸区在哪'],
    });
    expect(marked.statusCode).toBe(200);
    const chat = (await ask(project.id, '蓝鲸区在哪')).body.data;
    expect(chat.unknown).toBe(false);
    expect(chat.answer.text).toBe('停车场在负一层。');
    const pending = await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day });
    const pendingQuestions = pending.body.data.content.map((group) => group.question);
    expect(pendingQuestions).toContain('明天会下雨吗');
    expect(pendingQuestions).not.toContain('蓝鲸区在哪');
    const done = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      state: 'MARKED',
    });
    expect(done.body.data.content[0]).toMatchObject({
      question: '蓝鲸区在哪',
      markedPair: '停车场怎么走',
      count: 1,
      answeredSince: 0,
    });
  });

  it('suggests the pair the project’s matcher finds for a question in other words (synonyms, not shared pieces)', async () => {
    const { project, day, gate } = await unansweredProject();
    const library = await createdLibrary(app, project.id, '开放时间');
    const monday = await qaClient(app).createPair(app.enterpriseA, library.id, {
      question: '周一开放吗',
      similarQuestions: ['星期一闭馆吗'],
      answers: [{ text: '每周一闭馆。' }],
    });
    await askedToday(app, project.id, gate, [['礼拜一开不开门', false, 0.5]]);
    const page = (await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).body.data;
    const group = page.content.find((row) => row.question === '礼拜一开不开门');
    expect(group?.suggestions[0]).toMatchObject({ pairId: monday.body.data.id, libraryName: '开放时间' });
  });

  it('offers first the pair visitors got right after asking: the next question of the same conversation, soon after', async () => {
    const { project, day, hall, gate } = await unansweredProject();
    const library = await createdLibrary(app, project.id, '票务');
    const refund = await qaClient(app).createPair(app.enterpriseA, library.id, {
      question: '可以退票吗',
      answers: [{ text: '特展门票未使用可全额退款。' }],
    });
    const noon = new Date(app.clock.now());
    noon.setHours(12, 0, 0, 0);
    const turn = (deviceId: string, eventId: string, sessionId: string, seconds: number, asked: boolean) => ({
      deviceId,
      projectId: project.id,
      eventId,
      sessionId,
      occurredAt: new Date(noon.getTime() + seconds * 1000),
      ...(asked
        ? { question: '订好的票用不上了咋整', answer: '这个问题我还在学习。', unknown: true }
        : {
            question: '可以退票吗',
            answer: '特展门票未使用可全额退款。',
            matched: '可以退票吗',
            unknown: false,
            score: 1,
          }),
    });
    await app.db.insert(conversationTurns).values([
      // Two visitors tapped 「可以退票吗」 on the robot's screen, seconds after asking.
      turn(hall, 'f1', 'visit-a', 0, true),
      turn(hall, 'f2', 'visit-a', 8, false),
      turn(gate, 'f3', 'visit-b', 60, true),
      turn(gate, 'f4', 'visit-b', 75, false),
      // A question of another conversation, and one long after, say nothing of this one.
      turn(hall, 'f5', 'visit-c', 300, true),
      turn(hall, 'f6', 'visit-d', 310, false),
      turn(gate, 'f7', 'visit-e', 600, true),
      turn(gate, 'f8', 'visit-e', 900, false),
    ]);
    const page = (await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).body.data;
    const group = page.content.find((row) => row.question === '订好的票用不上了咋整');
    expect(group?.count).toBe(4);
    expect(group?.suggestions[0]).toMatchObject({
      pairId: refund.body.data.id,
      question: '可以退票吗',
      libraryName: '票务',
      followedBy: 2,
    });
    const parking = page.content.find((row) => row.question.startsWith('停车场'));
    expect(parking?.suggestions.every((suggestion) => suggestion.followedBy === 0)).toBe(true);
  });

  it('offers the project’s pairs by a keyword of their questions, for a mark none of the suggestions fits', async () => {
    const { project, pairId } = await unansweredProject();
    const choices = (keyword: string) =>
      app.call<PairChoice[]>(app.enterpriseA, {
        method: 'GET',
        url: OPERATION_API.pairs,
        query: { projectId: project.id, keyword },
      });
    expect((await choices('停车')).body.data).toEqual([
      { pairId, libraryName: '服务问答', question: '停车场怎么走' },
    ]);
    expect((await choices('%')).body.data).toEqual([]);
    const tooLong = await choices('长'.repeat(51));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toBe('搜索内容不能超过50个字符');
    const elsewhere = await app.call(app.enterpriseC, {
      method: 'GET',
      url: OPERATION_API.pairs,
      query: { projectId: project.id },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('ignores a group, which then lists under 已忽略', async () => {
    const { project, day } = await unansweredProject();
    await mark(app.enterpriseA, { action: 'IGNORE', projectId: project.id, questions: ['明天会下雨吗'] });
    const ignored = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      state: 'IGNORED',
    });
    expect(ignored.body.data.content.map((group) => group.question)).toEqual(['明天会下雨吗']);
  });

  it('refuses bad input in Chinese, never 500', async () => {
    const { project, day } = await unansweredProject();
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'SIMILAR', projectId: project.id, questions: ['x'] }, '请选择问答'],
      [{ action: 'IGNORE', projectId: project.id, questions: [] }, '请选择要标注的问题'],
      [{ action: 'DELETE', projectId: project.id, questions: ['x'] }, '标注方式有误'],
      [{ action: 'IGNORE', projectId: project.id, questions: Array(51).fill('x') }, '一次最多标注50个问题'],
    ];
    for (const [payload, message] of cases) {
      const answer = await mark(app.enterpriseA, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const badPair = await mark(app.enterpriseA, {
      action: 'SIMILAR',
      projectId: project.id,
      pairId: 'not-a-uuid',
      questions: ['x'],
    });
    expect(badPair.statusCode).toBe(404);
    expect(badPair.body.message).toBe('问答不存在');
    const badState = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      state: 'DONE',
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.body.message).toBe('标注状态有误');
  });

  it('lets a member who may only view the project read the groups but not mark them', async () => {
    const { project, day } = await unansweredProject();
    const viewer = await addMember(app, '13800009401', {
      name: '运营观察员',
      menuCodes: ['PROJECT', 'OPERATION', 'QA_MARK'],
    });
    await qaClient(app).share('PROJECT', project.id, viewer, 'VIEW');
    expect((await marksOf(viewer, { projectId: project.id, from: day, to: day })).statusCode).toBe(200);
    const refused = await mark(viewer, {
      action: 'IGNORE',
      projectId: project.id,
      questions: ['明天会下雨吗'],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps other scopes out (404) and a member without QA_MARK (403)', async () => {
    const { project, day, pairId } = await unansweredProject();
    for (const caller of [app.enterpriseC, app.personB]) {
      expect((await marksOf(caller, { projectId: project.id, from: day, to: day })).statusCode).toBe(404);
      const refused = await mark(caller, {
        action: 'SIMILAR',
        projectId: project.id,
        pairId,
        questions: ['停车场在哪'],
      });
      expect(refused.statusCode).toBe(404);
    }
    await holdOnly(app, app.enterpriseA, ['PROJECT', 'OPERATION', 'QA_ANALYZE']);
    expect((await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).statusCode).toBe(
      403,
    );
    expect(
      (await mark(app.enterpriseA, { action: 'IGNORE', projectId: project.id, questions: ['x'] })).statusCode,
    ).toBe(403);
  });
});

describe('问答标注: unsure answers, new pairs, several groups at once', () => {
  // The tests above leave the enterprise's roles fewer menus.
  beforeEach(() => holdOnly(app, app.enterpriseA, [...MENU_CODES]));
  it('lists answered turns with a low score beside the unanswered ones, and not the sure ones', async () => {
    const { project, day, gate } = await unansweredProject();
    await askedToday(app, project.id, gate, [
      ['停车场在哪', false, 0.45],
      ['门票多少钱', false, 0.5],
      ['洗手间在哪', false, 0.95],
    ]);
    const page = (await marksOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).body.data;
    const byQuestion = new Map(page.content.map((group) => [group.question, group]));
    expect(byQuestion.get('门票多少钱')).toMatchObject({ count: 1, lowScore: 1 });
    expect([...byQuestion.values()].find((group) => group.key === '停车场在哪')).toMatchObject({
      count: 3,
      lowScore: 1,
    });
    expect(byQuestion.has('洗手间在哪')).toBe(false);
  });

  it('writes a new pair from several groups at once: the first standard, the others similar, in the category picked', async () => {
    const { project, day, gate } = await unansweredProject();
    await askedToday(app, project.id, gate, [['咖啡厅几点开门', true]]);
    const library = await createdLibrary(app, project.id, '新问答');
    const category = await app.call<{ id: string }>(app.enterpriseA, {
      method: 'PUT',
      url: QA_API.categoryCreate,
      payload: { libraryId: library.id, name: '天气' },
    });
    const marked = await mark(app.enterpriseA, {
      action: 'NEW_PAIR',
      projectId: project.id,
      libraryId: library.id,
      categoryId: category.body.data.id,
      answer: '请看大厅屏幕上的天气预报。',
      questions: ['明天会下雨吗', '咖啡厅几点开门'],
    });
    expect(marked.statusCode, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ marked: 2, pairId: expect.any(String) });
    const pairs = (await qaClient(app).pairs(app.enterpriseA, library.id)).body.data.content;
    expect(pairs).toEqual([
      expect.objectContaining({
        question: '明天会下雨吗',
        similarQuestions: ['咖啡厅几点开门'],
        categoryId: category.body.data.id,
      }),
    ]);
    const chat = (await ask(project.id, '明天会下雨吗')).body.data;
    expect(chat.answer.text).toBe('请看大厅屏幕上的天气预报。');
    const done = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      state: 'MARKED',
    });
    expect(done.body.data.content.map((group) => [group.question, group.markedPair]).sort()).toEqual([
      ['咖啡厅几点开门', '明天会下雨吗'],
      ['明天会下雨吗', '明天会下雨吗'],
    ]);
  });

  it('counts how often robots answered a marked question since the mark, not the unsure answers', async () => {
    const { project, day, gate, pairId } = await unansweredProject();
    await mark(app.enterpriseA, {
      action: 'SIMILAR',
      projectId: project.id,
      pairId,
      questions: ['停车场在哪？'],
    });
    // The test clock stands before 11:00, when askedToday's turns come.
    await askedToday(app, project.id, gate, [
      ['停车场在哪', false, 0.9],
      ['停车场 在哪？', false],
      ['停车场在哪', false, 0.3],
    ]);
    const done = await marksOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      state: 'MARKED',
    });
    expect(done.body.data.content[0]).toMatchObject({ key: '停车场在哪', answeredSince: 2 });
  });

  it('refuses a new pair without an answer, in another project’s library, or with a standard question the library holds', async () => {
    const { project } = await unansweredProject();
    const library = await createdLibrary(app, project.id, '服务问答二');
    const elsewhere = await createdLibrary(
      app,
      (await projectWithVisits(app, app.enterpriseA)).project.id,
      '别处',
    );
    const newPair = (extra: Record<string, unknown>) =>
      mark(app.enterpriseA, {
        action: 'NEW_PAIR',
        projectId: project.id,
        libraryId: library.id,
        answer: '答案',
        questions: ['明天会下雨吗'],
        ...extra,
      });
    const noAnswer = await newPair({ answer: '  ' });
    expect([noAnswer.statusCode, noAnswer.body.message]).toEqual([400, '请输入答案']);
    const noLibrary = await newPair({ libraryId: undefined });
    expect([noLibrary.statusCode, noLibrary.body.message]).toEqual([400, '请选择问答库']);
    const otherProject = await newPair({ libraryId: elsewhere.id });
    expect([otherProject.statusCode, otherProject.body.message]).toEqual([404, '问答库不存在']);
    const badCategory = await newPair({ categoryId: 'not-a-category' });
    expect(badCategory.statusCode).toBe(404);
    expect((await newPair({})).statusCode).toBe(200);
    const taken = await newPair({});
    expect([taken.statusCode, taken.body.message]).toEqual([409, QA_MSG.questionTaken]);
  });
});
