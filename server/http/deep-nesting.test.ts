import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_API, type HomepageDetail } from '../../src/shared/api/homepage';
import { MSG } from '../../src/shared/messages';
import { myPages } from '../db/schema';
import { createHomepage, createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';

let api: ManagerTestApp;
let homepage: HomepageDetail;
beforeAll(async () => {
  api = await createManagerTestApp();
  const project = await createProject(api, api.enterpriseA, '嵌套项目');
  homepage = await createHomepage(api, api.enterpriseA, project.id, '嵌套');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => api.close());

const PLACEHOLDER = '"__nested__"';

/** An element nested `levels` deep, written as text: the test's own JSON.stringify would overflow. */
function nestedElementText(levels: number): string {
  const open = '{"id":"n","tag":"rb-page","attrs":{},"styles":{},"data":{},"children":[';
  return `${open.repeat(levels - 1)}{"id":"n","tag":"rb-page","attrs":{},"styles":{},"data":{},"children":[]}${']}'.repeat(levels - 1)}`;
}

const send = (method: 'POST' | 'PUT', url: string, body: object, levels: number) =>
  api.call(api.enterpriseA, {
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body).replace(PLACEHOLDER, nestedElementText(levels)),
  });

// JSON.stringify in the document check overflowed the stack on such a body and answered 500
// before the 20-level check of the document ever ran.
describe('a body nested 10,000 levels', () => {
  it('is refused with 400 as a screen document', async () => {
    const [first] = homepage.document.pages;
    const document = { ...homepage.document, pages: [{ ...first, ast: JSON.parse(PLACEHOLDER) }] };
    const answer = await send('POST', HOMEPAGE_API.edit, { id: homepage.id, version: 0, document }, 10_000);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(MSG.nestedTooDeep);
  });

  it('is refused with 400 as a saved page, and nothing is stored', async () => {
    const [first] = homepage.document.pages;
    const page = { ...first, ast: JSON.parse(PLACEHOLDER) };
    const body = { name: '很深的页面', orientation: 'vertical', page };
    const answer = await send('PUT', HOMEPAGE_API.myPageCreate, body, 10_000);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(MSG.nestedTooDeep);
    expect(await api.db.$count(myPages)).toBe(0);
  });
});
