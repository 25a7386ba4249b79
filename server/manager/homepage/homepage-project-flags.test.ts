import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_API, type HomepageSummary } from '../../../src/shared/api/homepage';
import { MATERIAL_API } from '../../../src/shared/api/material';
import type { Page } from '../../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { demoColleague } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

const SCREEN = { width: 1080, height: 1920 };

let api: ManagerTestApp;
let colleague: Caller;
let projectId: string;
let configurationId: string;

beforeAll(async () => {
  api = await createManagerTestApp();
  colleague = await demoColleague(api);
  const page = await api.call<Page<ProjectSummary>>(api.enterpriseA, {
    method: 'GET',
    url: PROJECT_API.page,
  });
  projectId = page.body.data.content[0].id;
  const created = await api.call<HomepageSummary>(api.enterpriseA, {
    method: 'PUT',
    url: HOMEPAGE_API.create,
    payload: { projectId, name: '大厅主屏', screenSize: SCREEN },
  });
  configurationId = created.body.data.id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => api.close());

const share = (level: 'VIEW' | 'EDIT') =>
  api.call(api.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: {
      resourceType: 'PROJECT',
      resourceId: projectId,
      shares: [{ userId: colleague.userId, level }],
    },
  });

const listConfigurations = () =>
  api.call(colleague, { method: 'GET', url: `${HOMEPAGE_API.page}?projectId=${projectId}` });
const createConfiguration = () =>
  api.call(colleague, {
    method: 'PUT',
    url: HOMEPAGE_API.create,
    payload: { projectId, name: '小林的屏幕', screenSize: SCREEN },
  });
const removeConfiguration = () =>
  api.call(colleague, { method: 'DELETE', url: `${HOMEPAGE_API.remove}?id=${configurationId}` });

// Before these checks any member of the enterprise could read and change the screens of a
// project nobody shared with them: the calls looked at the scope only.
describe("a project's screen configurations follow the caller's flags on the project", () => {
  it('are invisible to a colleague the project is not shared with', async () => {
    expect((await listConfigurations()).statusCode).toBe(404);
    expect((await createConfiguration()).statusCode).toBe(404);
    expect((await removeConfiguration()).statusCode).toBe(404);
    const detail = await api.call(colleague, {
      method: 'GET',
      url: `${HOMEPAGE_API.detail}?id=${configurationId}`,
    });
    expect(detail.statusCode).toBe(404);
    const library = await api.call(colleague, {
      method: 'PUT',
      url: MATERIAL_API.bind,
      payload: { projectId, resourceUrl: '/robot-ui/stock/pictures/hall.jpg' },
    });
    expect(library.statusCode).toBe(404);
  });

  it('can be read but not changed with a view share', async () => {
    await share('VIEW');
    const page = await listConfigurations();
    expect(page.statusCode).toBe(200);
    expect((page.body.data as Page<HomepageSummary>).content.map((row) => row.id)).toContain(configurationId);
    expect((await createConfiguration()).statusCode).toBe(403);
    expect((await removeConfiguration()).statusCode).toBe(403);
  });

  it('can be changed with an edit share', async () => {
    await share('EDIT');
    const created = await createConfiguration();
    expect(created.statusCode).toBe(200);
    expect((created.body.data as HomepageSummary).name).toBe('小林的屏幕');
  });
});
