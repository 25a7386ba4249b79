import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_SKILL_API, type StoreSkillDetail } from '../../../src/shared/api/store-skills';
import { type MatchAnswer, TEST_CHAT_API } from '../../../src/shared/api/test-chat';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '趣味问答项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const ask = (question: string) =>
  app.call<MatchAnswer>(app.enterpriseA, {
    method: 'POST',
    url: TEST_CHAT_API.ask,
    payload: { projectId, question },
  });

describe('趣味问答 answered through the project’s matcher', () => {
  it('answers the skill’s questions while it is enabled, and not once disabled', async () => {
    expect((await ask('什么动物最怕冷？')).body.data.unknown).toBe(true);
    const added = await app.call<StoreSkillDetail>(app.enterpriseA, {
      method: 'POST',
      url: STORE_SKILL_API.copy,
      payload: { skillStoreCode: 'interestAnswer', projectId },
    });
    const saved = await app.call<StoreSkillDetail>(app.enterpriseA, {
      method: 'POST',
      url: STORE_SKILL_API.edit,
      payload: {
        id: added.body.data.id,
        version: 1,
        definition: {
          interestAnswerType: 'RIDDLE',
          interestQuestionList: [{ question: '什么动物最怕冷', answer: '是企鹅…才怪，是怕冷的你呀！' }],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const answered = (await ask('什么动物最怕冷？')).body.data;
    expect(answered.unknown, JSON.stringify(answered)).toBe(false);
    expect(answered.answer.text).toBe('是企鹅…才怪，是怕冷的你呀！');
    expect(answered.matched).toMatchObject({ libraryName: '趣味问答·猜谜语' });

    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: STORE_SKILL_API.enable,
      payload: { id: added.body.data.id, enabled: false },
    });
    expect((await ask('什么动物最怕冷？')).body.data.unknown).toBe(true);
  });
});
