import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { bearer, signIn } from '../../server/test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../server/test-support/test-app';
import { UC } from '../../src/shared/api/uc-paths';
import { registeredRoutes } from './registered-routes';

/**
 * Every route the server registers, fuzzed as a stranger and as a signed-in enterprise admin:
 * wrong types, missing fields, a 1 MB string, deep JSON, a body that is not JSON, odd ids and
 * paging. Nothing a client can send may answer 500. The routes come from the server itself, so a
 * new route is covered without editing this file. Run it alone: npx vitest run tests/security
 */

const ODD_IDS = [
  '-1',
  'x'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%E4%B8%AD%E6%96%87',
  '00000000-0000-0000-0000-000000000000',
];

function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const json = (payload: string | object) => ({ headers: { 'content-type': 'application/json' }, payload });

const BODIES: ReadonlyArray<{ name: string; body: Partial<InjectOptions> }> = [
  { name: 'none', body: {} },
  { name: 'empty object', body: json({}) },
  {
    name: 'wrong types',
    body: json({
      id: 12,
      name: [],
      projectId: {},
      pageNo: 'x',
      pageSize: -5,
      version: 'v',
      document: 'doc',
      ids: 'a',
    }),
  },
  { name: '1 MB string', body: json({ name: 'a'.repeat(1_000_000), id: 'a'.repeat(1_000_000) }) },
  { name: 'deep JSON', body: json(deepJson(5_000)) },
  { name: 'broken JSON', body: json('{"name": "a",') },
  { name: 'text body', body: { headers: { 'content-type': 'text/plain' }, payload: 'name=a' } },
  { name: 'array body', body: json([1, 'a', null]) },
];

const QUERIES = ['', '?pageNo=-1&pageSize=100000&id=x&projectId=%E4%B8%AD&name=%25&kgBaseId=1'];

/** A stream (server-sent events) holds its answer open: counted as held, not waited for. */
const HOLD_MS = 3000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

describe('every route, fuzzed', () => {
  it('answers anything a client can send without a 5xx', async () => {
    const { app } = testApp;
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(100);
    const signedIn = async () =>
      bearer(await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD), true);
    let admin = await signedIn();
    const failures: string[] = [];
    let sent = 0;
    let held = 0;
    for (const route of routes) {
      // A route may end the admin's session (logout, password change): sign in again when it did.
      const me = await app.inject({ method: 'GET', url: UC.userInfo, headers: admin });
      if (me.statusCode !== 200) admin = await signedIn();
      const paths = route.path.includes(':')
        ? ODD_IDS.slice(0, 3).map((id) => route.path.replace(/:[^/]+/g, id))
        : [route.path];
      const bodies = route.method === 'GET' ? BODIES.slice(0, 1) : BODIES;
      for (const path of paths)
        for (const query of QUERIES)
          for (const { name, body } of bodies)
            for (const [caller, headers] of [
              ['anonymous', {}],
              ['admin', admin],
            ] as const) {
              sent += 1;
              const answer = await Promise.race([
                app.inject({
                  method: route.method as InjectOptions['method'],
                  url: `${path}${query}`,
                  ...body,
                  headers: { ...headers, ...body.headers },
                }),
                new Promise<null>((resolve) => setTimeout(() => resolve(null), HOLD_MS)),
              ]);
              if (answer === null) held += 1;
              else if (answer.statusCode >= 500) {
                failures.push(
                  `${route.method} ${path}${query} (${name}, ${caller}) → ${answer.statusCode} ${answer.body.slice(0, 120)}`,
                );
              }
            }
    }
    console.log(
      `route fuzz: ${routes.length} routes, ${sent} requests, ${failures.length} answers ≥ 500, ${held} held open (streams)`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
