import { readdirSync, readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import {
  actions,
  devices,
  dictionaries,
  homepages,
  intents,
  kgBases,
  kgConcepts,
  kgEntities,
  mapPoints,
  maps,
  projects,
  qaCategories,
  qaLibraries,
  qaPairs,
} from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { bearer, signIn } from '../../server/test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../server/test-support/test-app';
import { UC } from '../../src/shared/api/uc-paths';
import { registeredRoutes } from './registered-routes';

/**
 * Every route the server registers, fuzzed as a stranger and as a signed-in enterprise admin:
 * wrong types, missing fields, a 1 MB string, deep JSON, a body that is not JSON, a truncated
 * multipart body, lone surrogates, ids that are not uuids (in the path, the query and the body)
 * and odd paging. Nothing a client can send may answer 500. The routes come from the server itself, so a
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

/**
 * Every id-like field name the contracts (src/shared/api) declare, read from their source so a new
 * contract's ids are fuzzed too; and every list field, each given one item holding all of them.
 */
function contractFieldNames(): { ids: string[]; idLists: string[]; lists: string[] } {
  const folder = new URL('../../src/shared/api/', import.meta.url);
  const source = readdirSync(folder)
    .map((file) => readFileSync(new URL(file, folder), 'utf8'))
    .join('\n');
  const names = (pattern: RegExp) => [...new Set([...source.matchAll(pattern)].map((found) => found[1]))];
  return {
    ids: ['id', ...names(/\b([a-z]\w*Id)\??:/g)],
    idLists: names(/\b(ids|[a-z]\w*Ids)\??:/g),
    lists: names(/\b([a-z]\w*)\??: z\s*\.array\(/g),
  };
}

const CONTRACT_FIELDS = contractFieldNames();
const NOT_A_UUID = 'not-a-uuid';

const LONE_SURROGATE = '\ud800';
const TEXT_FIELDS = ['name', 'description', 'text', 'question', 'answer', 'content', 'title', 'remark'];

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

/**
 * The payload classes the pen test found (truncated multipart, lone surrogates, a screen document
 * or saved page nested 10,000 levels), around the seeded ids so a request reaches the code past
 * the id checks: the upload and import routes, the writes to jsonb, the document checks.
 */
function edgeBodies(
  real: Record<string, string>,
): ReadonlyArray<{ name: string; body: Partial<InjectOptions> }> {
  const around = { ...real, id: real.homepageId, version: 0, orientation: 'vertical' };
  // Elements in children lists, as a screen document nests them: objects in arrays.
  const deep = `${'{"children":['.repeat(10_000)}${']}'.repeat(10_000)}`;
  return [
    {
      name: 'truncated multipart',
      body: { headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: '--zz\r\nbroken' },
    },
    {
      name: 'lone surrogate',
      body: json({
        ...around,
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, `a${LONE_SURROGATE}`])),
      }),
    },
    {
      name: 'nested 10,000 levels',
      body: json(
        `${JSON.stringify({ ...around, name: 'a' }).slice(0, -1)},"document":${deep},"page":${deep}}`,
      ),
    },
  ];
}

const QUERIES = ['', '?pageNo=-1&pageSize=100000&id=x&projectId=%E4%B8%AD&name=%25&kgBaseId=1'];

/** A stream (server-sent events) holds its answer open: counted as held, not waited for. */
const HOLD_MS = 3000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

/** The seeded enterprise's rows, one of each kind, by the field names that carry their ids. */
async function seededIds(db: Database): Promise<Record<string, string>> {
  const tables = {
    projectId: projects,
    libraryId: qaLibraries,
    categoryId: qaCategories,
    pairId: qaPairs,
    excludeId: qaPairs,
    kgBaseId: kgBases,
    conceptId: kgConcepts,
    entityId: kgEntities,
    dictionaryId: dictionaries,
    intentId: intents,
    deviceId: devices,
    mapId: maps,
    pointId: mapPoints,
    actionId: actions,
    homepageId: homepages,
  };
  const ids: Record<string, string> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (row) ids[name] = row.id;
  }
  return ids;
}

/**
 * The seeded ids everywhere but one, which is not a uuid: in the query, and in a JSON body both
 * at the top and inside one item of every list (`slots[].dictionaryId`). Real ids elsewhere let
 * the request reach the code that reads the odd one.
 */
function oneOddId(
  real: Record<string, string>,
  odd: string,
): { query: string; body: Partial<InjectOptions> } {
  const ids = { ...real, [odd]: NOT_A_UUID };
  const query = new URLSearchParams({ ...real, text: '你好', [odd]: '0' }).toString();
  const item = { ...ids, name: 'a', text: 'a' };
  return {
    query: `?${query}`,
    body: json({
      ...Object.fromEntries(CONTRACT_FIELDS.lists.map((name) => [name, [item]])),
      ...Object.fromEntries(CONTRACT_FIELDS.idLists.map((name) => [name, [NOT_A_UUID]])),
      ...ids,
      name: 'a',
    }),
  };
}

describe('every route, fuzzed', () => {
  it('answers anything a client can send without a 5xx', async () => {
    const { app } = testApp;
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(100);
    const real = await seededIds(testApp.db);
    const signedIn = async () =>
      bearer(await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD), true);
    let admin = await signedIn();
    const failures: string[] = [];
    let sent = 0;
    let held = 0;
    /** Streams already known: the odd-id probes skip them rather than wait on each. */
    const streams = new Set<string>();
    const send = async (
      method: string,
      url: string,
      label: string,
      body: Partial<InjectOptions>,
      caller: 'anonymous' | 'admin',
    ) => {
      sent += 1;
      const headers = caller === 'admin' ? admin : {};
      const answer = await Promise.race([
        app.inject({
          method: method as InjectOptions['method'],
          url,
          ...body,
          headers: { ...headers, ...body.headers },
        }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), HOLD_MS)),
      ]);
      if (answer === null) {
        held += 1;
        streams.add(method + url.split('?')[0]);
      } else if (answer.statusCode >= 500) {
        failures.push(
          `${method} ${url} (${label}, ${caller}) → ${answer.statusCode} ${answer.body.slice(0, 120)}`,
        );
      }
    };
    for (const route of routes) {
      // A route may end the admin's session (logout, password change): sign in again when it did.
      const me = await app.inject({ method: 'GET', url: UC.userInfo, headers: admin });
      if (me.statusCode !== 200) admin = await signedIn();
      const paths = route.path.includes(':')
        ? ODD_IDS.slice(0, 3).map((id) => route.path.replace(/:[^/]+/g, id))
        : [route.path];
      const bodies = route.method === 'GET' ? BODIES.slice(0, 1) : [...BODIES, ...edgeBodies(real)];
      for (const path of paths) {
        for (const query of [...QUERIES, `?${new URLSearchParams(real)}`])
          for (const { name, body } of bodies)
            for (const caller of ['anonymous', 'admin'] as const)
              await send(route.method, `${path}${query}`, name, body, caller);
        for (const odd of CONTRACT_FIELDS.ids) {
          if (streams.has(route.method + path)) break;
          const { query, body } = oneOddId(real, odd);
          await send(
            route.method,
            `${path}${query}`,
            `${odd} not a uuid`,
            route.method === 'GET' ? {} : body,
            'admin',
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
