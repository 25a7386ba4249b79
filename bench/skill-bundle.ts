/**
 * The configuration bundle with store skills (issue 27): the demo project with all nine store
 * skills configured and 200 map points, its bundle's size, and the time to answer a robot's
 * GET /device/v1/configuration — p95 over 200 calls, without and with a matching ETag (304) —
 * beside a bare Fastify route answering the same envelope, interleaved call by call so all three
 * see the same machine load. Through app.inject (routing, device token, queries, hashing, JSON)
 * on the test database (PGlite). Prints the figures; asserts nothing.
 * Usage: npx tsx bench/skill-bundle.ts   (BENCH_CALLS sets the number of measured calls, default 200)
 */
import { loadavg } from 'node:os';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { mapPoints, maps, skills } from '../server/db/schema';
import { createDeviceLinkTestApp } from '../server/device-link/device-link-test-app';
import { projectPlaces } from '../server/manager/skill-store/project-places';
import { checkedDefinition } from '../server/manager/skill-store/store-skill-definition';
import { DEVICE_LINK } from '../src/shared/api/device-link';
import { catalogueEntry } from '../src/shared/skill-store/catalogue';
import { STORE_SKILL_CODES, type StoreSkillCode } from '../src/shared/skill-store/skill-configurations';
import { type PlacePoint, startingConfiguration } from '../src/shared/skill-store/starting-configuration';

const POINTS = 200;
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 20;

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

// A robot's call budget would refuse a call loop once the 304 is quick: the take still runs.
const t = await createDeviceLinkTestApp({ deviceLink: { callsPerSecond: 1e6, burst: 1e6 } });
try {
  const projectId = t.projectA;
  const [map] = await t.db.select().from(maps).where(eq(maps.projectId, projectId));
  const existing = await t.db.$count(mapPoints, eq(mapPoints.mapId, map.id));
  await t.db.insert(mapPoints).values(
    Array.from({ length: POINTS - existing }, (_, index) => ({
      mapId: map.id,
      name: `点位${index + 1}`,
      type: index % 10 === 0 ? ('CHARGER' as const) : ('WAYPOINT' as const),
      x: (index * 37) % map.pictureWidth,
      y: (index * 53) % map.pictureHeight,
      description: '',
    })),
  );
  const places = await projectPlaces(t.db, projectId);
  await t.db.delete(skills).where(and(eq(skills.projectId, projectId), eq(skills.kind, 'STORE')));
  await t.db.insert(skills).values(
    STORE_SKILL_CODES.map((code) => ({
      projectId,
      tenantId: map.tenantId,
      userId: null,
      kind: 'STORE' as const,
      storeSkillCode: code,
      name: catalogueEntry(code)?.name ?? code,
      definition: checkedDefinition(code, fullConfiguration(code, places), places),
    })),
  );

  const { key } = await t.slot(projectId);
  const token = await t.activate(key, 'BENCH-SKILLS');
  const configuration = () =>
    t.app.inject({
      method: 'GET',
      url: DEVICE_LINK.configuration,
      headers: { authorization: `Bearer ${token}` },
    });
  const first = await configuration();
  const etag = String(first.headers.etag);
  const bundle = first.json().data;
  console.log(
    `bundle: ${Object.keys(bundle.skills).length} skills, ${places.length} points; ` +
      `${(Buffer.byteLength(first.body) / 1024).toFixed(1)} KiB (skills ${(
        Buffer.byteLength(JSON.stringify(bundle.skills)) / 1024
      ).toFixed(1)} KiB)`,
  );

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 0, message: 'success', data: null }));
  await bare.ready();
  const targets = [
    { title: 'configuration, full bundle', run: configuration, times: [] as number[] },
    {
      title: 'configuration, matching ETag (304)',
      run: () =>
        t.app.inject({
          method: 'GET',
          url: DEVICE_LINK.configuration,
          headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
        }),
      times: [] as number[],
    },
    {
      title: 'bare route (floor)',
      run: () => bare.inject({ method: 'GET', url: '/bare' }),
      times: [] as number[],
    },
  ];
  for (let index = 0; index < WARM_UP; index++) for (const target of targets) await target.run();
  for (let index = 0; index < CALLS; index++) {
    for (const target of targets) {
      const start = performance.now();
      const answer = await target.run();
      target.times.push(performance.now() - start);
      if (answer.statusCode >= 400) throw new Error(`${target.title} answered ${answer.statusCode}`);
    }
  }
  console.log(
    `\n${CALLS} calls each, interleaved; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const floor = percentile(
    [...targets[2].times].sort((a, b) => a - b),
    0.95,
  );
  for (const target of targets) {
    const sorted = [...target.times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    console.log(
      `${target.title.padEnd(36)} p50 ${percentile(sorted, 0.5).toFixed(2).padStart(7)} ms   p95 ${p95
        .toFixed(2)
        .padStart(7)} ms   ${(p95 / floor).toFixed(0).padStart(5)}× floor`,
    );
  }
  await bare.close();
} finally {
  await t.close();
}

/** Each skill as large as an operator makes it: the longest route, every destination, full lists. */
function fullConfiguration(code: StoreSkillCode, places: PlacePoint[]): unknown {
  const start = startingConfiguration(code, places) as Record<string, unknown>;
  const walkable = places.filter((place) => place.type !== 'CHARGER').slice(0, 50);
  switch (code) {
    case 'patrol':
      return {
        ...start,
        route: walkable.map((place) => ({ pointId: place.id, speech: `${place.name}巡逻播报` })),
      };
    case 'navigate':
      return {
        ...start,
        destinations: walkable.map((place) => ({ pointId: place.id, arrivalSpeech: `${place.name}到了` })),
      };
    case 'interestAnswer':
      return {
        ...start,
        interestQuestionList: Array.from({ length: 200 }, (_, n) => ({
          question: `趣味问题${n}`,
          answer: `答案${n}`,
        })),
      };
    default:
      return start;
  }
}
