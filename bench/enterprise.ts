/**
 * Budgets of 企业管理 (issue 31), in one run on the product's default database (its own embedded
 * PostgreSQL in a temporary directory), calls made through the app (routing, session, checks):
 * - operation-log search over 1,000,000 entries of one enterprise: p95 ≤ 200 ms, over a mix of
 *   searches (none, by person, area, action, period, a deep page), beside a floor (select 1);
 * - export of 100,000 entries streamed: the server's peak rss above its level before the export, beside
 *   the same for 10,000 entries (memory that does not grow with the entries: the two alike);
 * - role grants on a typical call (project/page): a member holding 20 roles × 10 resource types
 *   against the administrator, interleaved: ≤ 10 % more at p50 and p95.
 * Usage: npx tsx --expose-gc bench/enterprise.ts   (BENCH_CALLS sets the measured calls per target, default 300)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { sealPasswordHash } from '../server/crypto/password-vault';
import { deriveServerKeys } from '../server/crypto/server-keys';
import { openDatabase } from '../server/db/open-database';
import { operationLog, roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { seedDemoData } from '../server/seed/seed';
import { DirectoryStorage } from '../server/storage/directory-storage';
import { tokenForm } from '../server/test-support/api-calls';
import { ManualClock } from '../server/test-support/manual-clock';
import { TENANT_API } from '../src/shared/api/enterprise-admin';
import { PROJECT_API } from '../src/shared/api/projects';
import { UC } from '../src/shared/api/uc';
import { passwordHash } from '../src/shared/login-secret';
import { MENU_CODES, RESOURCE_FLAGS, RESOURCE_TYPES, type ResourceFlag } from '../src/shared/permissions';

const ENTRIES = 1_000_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARM_UP = 20;
const SEARCH_BUDGET_P95_MS = 200;
const GRANT_BUDGET = 1.1;
const ROLES = 20;
const quiet = { info: () => undefined, warn: (line: string) => console.warn(line) };

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

interface Target {
  title: string;
  run: (index: number) => Promise<void>;
  times: number[];
}

async function measure(targets: Target[]): Promise<void> {
  for (let index = 0; index < WARM_UP; index++) for (const target of targets) await target.run(index);
  for (let index = 0; index < CALLS; index++) {
    for (const target of targets) {
      const start = performance.now();
      await target.run(index);
      target.times.push(performance.now() - start);
    }
  }
}

function report(targets: Target[]): { p50: number; p95: number }[] {
  return targets.map((target) => {
    const sorted = [...target.times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    console.log(
      `${target.title.padEnd(40)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
    );
    return { p50, p95 };
  });
}

async function ok(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
}

async function signIn(app: FastifyInstance, clock: ManualClock, account: string, password: string) {
  clock.advance(1);
  const answer = await app.inject({
    method: 'POST',
    url: UC.token,
    ...tokenForm(account, password, clock.now().getTime()),
  });
  return { authorization: `Bearer ${answer.json().data.token}`, 'is-enterprise': 'true' };
}

const mb = (value: number) => value / 1024 / 1024;

/** One export through a socket; prints and returns the server's peak rss above its level before (MB). */
async function measureExport(
  address: string,
  title: string,
  query: string,
  headers: Record<string, string>,
): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const start = performance.now();
  const response = await fetch(`${address}${TENANT_API.operationLogExport}${query}`, { headers });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  clearInterval(sampler);
  const rss = mb(peakRss - before.rss);
  console.log(
    `\nexport of ${title} entries: ${mb(bytes).toFixed(1)} MB xlsx in ${((performance.now() - start) / 1000).toFixed(1)} s; ` +
      `server peak above its level before: rss +${rss.toFixed(1)} MB, heap +${mb(peakHeap - before.heapUsed).toFixed(1)} MB`,
  );
  return rss;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-enterprise-'));
  const database = await openDatabase({ dataDir, databaseUrl: null }, quiet);
  const { db } = database.handle;
  const serverKey = randomBytes(32);
  const vault = deriveServerKeys(serverKey).passwordVault;
  const clock = new ManualClock(Date.now());
  let app: FastifyInstance | null = null;
  try {
    await seedDemoData(db, vault);
    app = await buildApp({
      db,
      clock,
      providers: { sms: { send: async () => undefined }, outbox: null },
      storage: new DirectoryStorage(join(dataDir, 'files')),
      config: { serverKey },
    });
    const server = app;
    const admin = await signIn(server, clock, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
    const [adminRow] = await db.select().from(users).where(eq(users.account, DEMO_ACCOUNTS.admin.account));
    const [colleague] = await db
      .select()
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.colleague.account));
    const tenantId = adminRow.tenantId as string;

    // 1,000,000 entries over 90 days from two people, twenty actions, with a small detail each.
    const loadStart = performance.now();
    await db.execute(sql`
      insert into operation_log (at, user_id, tenant_id, account, action, address, detail)
      select now() - random() * interval '90 days',
             (array[${adminRow.id}::uuid, ${colleague.id}::uuid])[1 + g % 2], ${tenantId}::uuid,
             (array[${adminRow.account}, ${colleague.account}])[1 + g % 2],
             (array['project.create','project.edit','project.delete','qa.pair.create','qa.pair.edit','qa.import',
                    'kg.entity.create','kg.entity.edit','kg.concept.create','intent.create','intent.edit',
                    'dictionary.entry.create','faceGroup.create','speaker.edit','resource.share','resource.batchTag',
                    'tenant.role.edit','tenant.account.create','user.login','material.upload'])[1 + g % 20],
             '10.0.' || (g % 250) || '.' || (g % 199),
             jsonb_build_object('projectId', gen_random_uuid(), 'name', '条目' || g)
      from generate_series(1, ${ENTRIES}) g`);
    await db.execute(sql`vacuum analyze operation_log`);
    console.log(
      `data: ${ENTRIES} log entries (${((performance.now() - loadStart) / 1000).toFixed(1)} s to load)`,
    );

    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const searchQueries: Record<string, string>[] = [
      {},
      { userId: colleague.id },
      { area: 'kg' },
      { action: 'project.edit' },
      { from: weekAgo },
      { userId: adminRow.id, area: 'qa', from: weekAgo },
      { pageNo: '50' },
    ];
    const searches = searchQueries.map(
      (query) => `${TENANT_API.operationLog}?${new URLSearchParams({ pageSize: '20', ...query })}`,
    );
    const searchTargets: Target[] = [
      {
        title: 'GET operationLog (mix of 7 searches)',
        run: (i) => ok(server, searches[i % searches.length], admin),
        times: [],
      },
      { title: 'select 1 (floor)', run: () => db.execute(sql`select 1`).then(() => undefined), times: [] },
    ];
    await measure(searchTargets);
    console.log(
      `\nlog search, ${CALLS} calls each, interleaved; load ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    const [search] = report(searchTargets);
    console.log(
      `budget p95 ≤ ${SEARCH_BUDGET_P95_MS} ms: ${search.p95 <= SEARCH_BUDGET_P95_MS ? 'met' : 'MISSED'}`,
    );

    // The export of the newest 10,000 and of 100,000 entries, read from a real socket chunk by chunk
    // while the server's memory is sampled: flat memory means the two grow alike.
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const [tenThousandth] = await db
      .select({ at: operationLog.at })
      .from(operationLog)
      .where(eq(operationLog.tenantId, tenantId))
      .orderBy(desc(operationLog.at))
      .offset(9_999)
      .limit(1);
    const exports = [
      { title: '10,000', query: `?from=${tenThousandth.at.toISOString()}` },
      { title: '100,000', query: '' },
    ];
    const growth: number[] = [];
    for (const { title, query } of exports) growth.push(await measureExport(address, title, query, admin));
    console.log(
      `export rss growth 100,000 vs 10,000 entries: +${(growth[1] - growth[0]).toFixed(1)} MB ` +
        `(floor: the 10,000 export, +${growth[0].toFixed(1)} MB)`,
    );

    // A member holding 20 roles, each granting flags on all 10 resource types (and every menu).
    const roles = await db
      .insert(tenantRoles)
      .values(
        Array.from({ length: ROLES }, (_, i) => ({
          tenantId,
          name: `压测角色${i}`,
          menuCodes: [...MENU_CODES],
        })),
      )
      .returning({ id: tenantRoles.id });
    await db.insert(roleResourceGrants).values(
      roles.flatMap((role, i) =>
        RESOURCE_TYPES.map((resourceType) => ({
          roleId: role.id,
          resourceType,
          flags: ['accessAuth' as ResourceFlag, ...RESOURCE_FLAGS.filter((_, f) => (f + i) % 3 === 0)],
        })),
      ),
    );
    const [member] = await db
      .insert(users)
      .values({
        account: '13600000001',
        nickname: '压测成员',
        tenantId,
        passwordSecret: sealPasswordHash(vault, passwordHash('bench2026')),
      })
      .returning({ id: users.id });
    await db.insert(tenantRoleMembers).values(roles.map((role) => ({ roleId: role.id, userId: member.id })));
    const memberHeaders = await signIn(server, clock, '13600000001', 'bench2026');
    const page = `${PROJECT_API.page}?pageNo=0&pageSize=10`;
    const grantTargets: Target[] = [
      {
        title: 'GET project/page, 20 roles × 10 types',
        run: () => ok(server, page, memberHeaders),
        times: [],
      },
      { title: 'GET project/page, administrator', run: () => ok(server, page, admin), times: [] },
    ];
    await measure(grantTargets);
    console.log(
      `\nrole grants, ${CALLS} calls each, interleaved; load ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    const [granted, administrator] = report(grantTargets);
    const p50Ratio = granted.p50 / administrator.p50;
    const p95Ratio = granted.p95 / administrator.p95;
    console.log(
      `ratio member / administrator: p50 ${p50Ratio.toFixed(3)}, p95 ${p95Ratio.toFixed(3)}; budget ≤ ${GRANT_BUDGET}: ` +
        `${p50Ratio <= GRANT_BUDGET && p95Ratio <= GRANT_BUDGET ? 'met' : 'MISSED'}`,
    );
  } finally {
    await app?.close();
    await database.handle.close();
    await database.embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
