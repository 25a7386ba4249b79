import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { SPEAKER_API, VOICES } from '../../../src/shared/api/speakers';
import { resourceTags } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let api: ManagerTestApp;
beforeAll(async () => {
  api = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => api.close());

// Shares and tags name resources by type and id, so no foreign key takes them along with a
// project's contents: before this, a deleted project's speakers left their tags behind.
it('deleting a project forgets the tags and shares of the resources inside it', async () => {
  const project = await api.call<ProjectSummary>(api.enterpriseA, {
    method: 'PUT',
    url: PROJECT_API.create,
    payload: { name: '临时项目', description: '' },
  });
  const projectId = project.body.data.id;
  const speaker = await api.call<{ id: string }>(api.enterpriseA, {
    method: 'PUT',
    url: SPEAKER_API.create,
    payload: { projectId, name: '临时发音人', voice: VOICES[0].id, speed: 1, pitch: 0, volume: 60 },
  });
  expect(speaker.statusCode).toBe(200);
  const speakerId = speaker.body.data.id;
  const tagged = await api.call(api.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.batchTag,
    payload: { resourceType: 'PRONOUNCE', resourceIds: [speakerId], tags: ['展厅'] },
  });
  expect(tagged.statusCode).toBe(200);
  expect(await api.db.$count(resourceTags, eq(resourceTags.resourceId, speakerId))).toBe(1);

  const removed = await api.call(api.enterpriseA, {
    method: 'DELETE',
    url: `${PROJECT_API.remove}?id=${projectId}`,
  });
  expect(removed.statusCode).toBe(200);
  expect(await api.db.$count(resourceTags, eq(resourceTags.resourceId, speakerId))).toBe(0);
});
