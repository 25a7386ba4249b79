import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NamedItem } from '../../../src/shared/api/devices';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { projects, qaLibraries } from '../../db/schema';
import { demoColleague, shareProject } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
/** The operator: a role grant to read every Q&A library, and no project shared yet. */
let colleague: Caller;
let projectId: string;

beforeAll(async () => {
  app = await createManagerTestApp();
  colleague = await demoColleague(app);
  [{ id: projectId }] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '展厅导览机器人'));
  const [library] = await app.db
    .select({ id: qaLibraries.id })
    .from(qaLibraries)
    .where(eq(qaLibraries.projectId, projectId));
  const tagged = await app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.batchTag,
    payload: { resourceType: 'QA', resourceIds: [library.id], tags: ['机密展区'] },
  });
  expect(tagged.statusCode).toBe(200);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const suggestions = async (caller: Caller) =>
  (
    await app.call<NamedItem[]>(caller, { method: 'GET', url: `${RESOURCE_API.tags}?resourceType=QA` })
  ).body.data.map((item) => item.name);

describe('tag suggestions', () => {
  it('come only from resources in projects the caller may open, whatever the role grants', async () => {
    expect(await suggestions(app.enterpriseA)).toContain('机密展区');
    expect(await suggestions(colleague)).not.toContain('机密展区');
    await shareProject(app, projectId, colleague.userId, 'VIEW');
    expect(await suggestions(colleague)).toContain('机密展区');
  });
});
