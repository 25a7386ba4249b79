import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEAKER_API, type SpeakerSummary } from '../../../src/shared/api/speakers';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { loggedEntries } from '../test-support/operation-log';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const logOf = (action: string) => loggedEntries(app, action);

describe('an edit through the resource kit', () => {
  it('is logged with what it changed, before and after, for the administrator to read', async () => {
    const projectId = (await createProject(app, app.enterpriseA, '日志项目')).id;
    const tuning = { voice: 'xiaoxiao', speed: 1, pitch: 0, volume: 80 };
    const created = await app.call<SpeakerSummary>(app.enterpriseA, {
      method: 'PUT',
      url: SPEAKER_API.create,
      payload: { projectId, name: '迎宾', ...tuning },
    });
    const { id } = created.body.data;
    const edited = await app.call(app.enterpriseA, {
      method: 'POST',
      url: SPEAKER_API.edit,
      payload: { id, name: '前台迎宾', ...tuning, volume: 60 },
    });
    expect(edited.statusCode).toBe(200);

    const [entry] = await logOf('speaker.edit');
    expect(entry.detail).toEqual({
      projectId,
      speakerId: id,
      name: '前台迎宾',
      before: { name: '迎宾', volume: 80 },
      after: { name: '前台迎宾', volume: 60 },
    });
    // Creating is no edit: its entry names the row only.
    expect((await logOf('speaker.create'))[0].detail).not.toHaveProperty('before');
  });
});
