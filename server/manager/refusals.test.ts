import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_API } from '../../src/shared/api/homepage';
import { PROJECT_API } from '../../src/shared/api/projects';
import { homepages, projects } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createHomepage, createProject } from './test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from './test-support/manager-test-app';

let app: ManagerTestApp;
let foreignProject: string;
let foreignHomepage: string;
let ownProject: string;
let ownHomepage: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  foreignProject = (await createProject(app, app.personB, '别人的项目')).id;
  foreignHomepage = (await createHomepage(app, app.personB, foreignProject, '别人的配置')).id;
  ownProject = (await createProject(app, app.enterpriseA, '自己的项目')).id;
  ownHomepage = (await createHomepage(app, app.enterpriseA, ownProject, '自己的配置')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const calls: Array<['GET' | 'PUT' | 'POST' | 'DELETE', string]> = [
  ['GET', PROJECT_API.page],
  ['GET', PROJECT_API.detail],
  ['PUT', PROJECT_API.create],
  ['POST', PROJECT_API.edit],
  ['DELETE', PROJECT_API.remove],
  ['GET', HOMEPAGE_API.page],
  ['GET', HOMEPAGE_API.detail],
  ['PUT', HOMEPAGE_API.create],
  ['POST', HOMEPAGE_API.edit],
  ['PUT', HOMEPAGE_API.release],
  ['PUT', HOMEPAGE_API.copy],
  ['DELETE', HOMEPAGE_API.remove],
  ['GET', HOMEPAGE_API.myPagePage],
  ['PUT', HOMEPAGE_API.myPageCreate],
  ['DELETE', HOMEPAGE_API.myPageRemove],
];

describe('what a client sends to the manager calls never becomes a 500', () => {
  it('answers random fields, ids of other scopes and odd documents with an envelope, touching nothing foreign', async () => {
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'name',
      'description',
      'version',
      'document',
      'thumbnail',
      'screenSize',
      'templateId',
      'pageNo',
      'pageSize',
      'orientation',
      'page',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(foreignProject, foreignHomepage, ownProject, ownHomepage, 'vertical', '%', ''),
      fc.string(),
      fc.integer(),
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({ width: fc.integer(), height: fc.integer() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fieldNames, value, { maxKeys: 6 }),
        fc.constantFrom('none', 'true', 'false', 'maybe'),
        async ([method, url], fields, isEnterprise) => {
          const headers: Record<string, string> = { authorization: app.enterpriseA.headers.authorization };
          if (isEnterprise !== 'none') headers['is-enterprise'] = isEnterprise;
          const query = Object.fromEntries(
            Object.entries(fields).map(([key, field]) => [
              key,
              typeof field === 'string' ? field : JSON.stringify(field),
            ]),
          );
          const answer =
            method === 'GET' || method === 'DELETE'
              ? await app.call(null, { method, url, headers, query })
              : await app.call(null, { method, url, headers, payload: JSON.stringify(fields) });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.body).toHaveProperty('status');
        },
      ),
      { numRuns: 300 },
    );
    const [project] = await app.db.select().from(projects).where(eq(projects.id, foreignProject));
    expect(project).toMatchObject({ name: '别人的项目', userId: app.personB.userId });
    const [homepage] = await app.db.select().from(homepages).where(eq(homepages.id, foreignHomepage));
    expect(homepage).toMatchObject({ name: '别人的配置', version: 0, releasedAt: null });
  });
});
