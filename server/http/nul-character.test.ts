import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_API } from '../../src/shared/api/material';
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

// PostgreSQL cannot store U+0000 in text: before this refusal such input answered 500.
describe('text holding the NUL character', () => {
  it('is refused with 400 in a body, and nothing is stored', async () => {
    const before = await api.db.$count(projects);
    const answer = await api.call(api.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      payload: { name: 'a\u0000b', description: '' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(MSG.nulCharacter);
    expect(await api.db.$count(projects)).toBe(before);
  });

  it('is refused with 400 deep inside a body', async () => {
    const answer = await api.call(api.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      payload: { name: 'ok', description: '', extra: [{ nested: ['x\u0000'] }] },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('is refused with 400 in a search term', async () => {
    const project = await api.call(api.enterpriseA, { method: 'GET', url: `${PROJECT_API.page}?name=a%00` });
    expect(project.statusCode).toBe(400);
    expect(project.body.message).toBe(MSG.nulCharacter);
    const library = await api.call(api.enterpriseA, {
      method: 'GET',
      url: `${MATERIAL_API.page}?resourceName=%00`,
    });
    expect(library.statusCode).toBe(400);
  });

  it('is refused in a path parameter', async () => {
    const answer = await api.call(null, { method: 'GET', url: '/manager/v1/homepage/player/a%00b' });
    expect(answer.statusCode).toBe(400);
  });
});
