import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API } from '../../src/shared/api/projects';
import { MSG } from '../../src/shared/messages';
import { projects } from '../db/schema';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';

let api: ManagerTestApp;
beforeAll(async () => {
  api = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => api.close());

// A lone surrogate (`"\ud800"` in JSON) is not text PostgreSQL can store: jsonb refuses it, and
// before this refusal 45 write routes answered 500.
describe('text holding a lone surrogate', () => {
  it('is refused with 400 in a body, and nothing is stored', async () => {
    const before = await api.db.$count(projects);
    const answer = await api.call(api.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a\\ud800b","description":""}',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(MSG.unstorableText);
    expect(await api.db.$count(projects)).toBe(before);
  });

  it('is refused deep inside a body and in a key', async () => {
    for (const payload of [
      '{"name":"ok","description":"","extra":[{"nested":["x\\udfff"]}]}',
      '{"name":"ok","description":"","\\udc00":1}',
    ]) {
      const answer = await api.call(api.enterpriseA, {
        method: 'PUT',
        url: PROJECT_API.create,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('leaves a surrogate pair (an emoji) alone', async () => {
    const answer = await api.call(api.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"展厅\\ud83e\\udd16","description":""}',
    });
    expect(answer.statusCode).toBe(200);
  });
});
