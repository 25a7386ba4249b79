import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS } from '../../src/shared/api/devices';
import { withSuggestions } from '../../src/shared/api/test-chat';
import { serialFor } from '../../src/simulator/simulated-robot';
import { TAP_DELAY_MS } from '../../src/simulator/suggestion-tap';
import { FALLBACK_ANSWER, VisitorTalk } from '../../src/simulator/visitor-talk';
import type { Database } from '../db/database';
import { conversationTurns, devices, projects } from '../db/schema';
import { DEMO_QA } from './demo-qa-content';

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 7;
/** The serial prefix of the demo robots main.ts simulates (it must match what they send). */
export const DEMO_SERIAL_PREFIX = 'DEMO';

interface DemoDevice {
  key: string;
  name: string;
  model: string;
  tags: string[];
  /** live: main.ts simulates it; idle: activated once, offline, key about to expire; slot: never activated. */
  role: 'live' | 'idle' | 'slot';
}

const DEMO_DEVICES: DemoDevice[] = [
  {
    key: 'RK-DEMO-ROBO-T001-2026',
    name: '前台接待 1号',
    model: 'reception-r2',
    tags: ['前台', '一楼'],
    role: 'live',
  },
  {
    key: 'RK-DEMO-ROBO-T002-2026',
    name: '展厅讲解 A',
    model: 'guide-s1',
    tags: ['展厅', '一楼'],
    role: 'live',
  },
  {
    key: 'RK-DEMO-ROBO-T003-2026',
    name: '展厅讲解 B',
    model: 'guide-s1',
    tags: ['展厅', '二楼'],
    role: 'live',
  },
  {
    key: 'RK-DEMO-ROBO-T004-2026',
    name: '安防巡逻 1号',
    model: 'patrol-p1',
    tags: ['安防', '一楼'],
    role: 'idle',
  },
  {
    key: 'RK-DEMO-ROBO-T005-2026',
    name: '配送机器人 1号',
    model: 'delivery-d3',
    tags: ['配送'],
    role: 'slot',
  },
];

/** The keys of the robots the server simulates in demo mode. */
export const DEMO_ROBOT_KEYS = DEMO_DEVICES.filter((device) => device.role === 'live').map(
  (device) => device.key,
);

/** Deterministic randomness, so a seed is the same on every machine (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slotValues(projectId: string, device: DemoDevice, now: number) {
  const activated = device.role !== 'slot';
  return {
    projectId,
    name: device.name,
    model: device.model,
    tags: device.tags,
    activationKey: device.key,
    expiresAt: new Date(now + (device.role === 'idle' ? EXPIRY_WARNING_DAYS / 2 : 365) * DAY_MS),
    serial: activated
      ? device.role === 'live'
        ? serialFor(device.key, DEMO_SERIAL_PREFIX)
        : `${DEMO_SERIAL_PREFIX}-PATROL-0001`
      : null,
    firmware: activated ? 'sim-1.0' : null,
    activatedAt: activated ? new Date(now - (HISTORY_DAYS + 1) * DAY_MS) : null,
    lastSeenAt: activated ? new Date(now - 3 * 3600 * 1000) : null,
    battery: activated ? 64 : null,
    charging: activated ? 0 : null,
    volume: activated ? 60 : null,
  };
}

/** The demo museum opens at 9:00 for eight hours (9:00–17:00, as its library and graph say). */
const OPENS_AT_MS = 9 * 3600 * 1000;
const OPENING_HOURS_MS = 8 * 3600 * 1000;

/**
 * When visitors came on the day `day` days ago: opening hours (09:00–17:00, the server's time, as
 * the overview's days are), and today only until a few minutes ago (a visit lasts at most two)
 * and over the last hour at least, so a fresh start at any time of day shows today's figures.
 */
function visitingWindow(now: number, day: number): { from: number; length: number } {
  const midnight = new Date(now - day * DAY_MS);
  midnight.setHours(0, 0, 0, 0);
  const opening = midnight.getTime() + OPENS_AT_MS;
  if (day > 0) return { from: opening, length: OPENING_HOURS_MS };
  const until = now - 3 * 60_000;
  const from = until - opening >= 3600_000 ? opening : Math.max(midnight.getTime(), until - 3600_000);
  return { from, length: Math.max(0, Math.min(until - from, OPENING_HOURS_MS)) };
}

/**
 * Questions visitors put in words of their own that the robots answered right but unsure (a score
 * under 问答标注's bar), with the library question they meant: 问答标注 then offers that pair, and
 * a click makes the wording a similar question.
 */
const UNSURE_WORDINGS: readonly [asked: string, meant: string, score: number, times: number][] = [
  ['礼拜一开不开门', '周一开放吗', 0.52, 5],
  ['几点钟就不让进了', '展厅几点关门', 0.47, 4],
  ['进去收钱不', '门票多少钱', 0.55, 3],
];

/** The unsure turns of UNSURE_WORDINGS, spread over the week's visiting hours. */
function unsureTurns(deviceIds: string[], now: number, random: () => number) {
  const pairs = Object.values(DEMO_QA).flat();
  return UNSURE_WORDINGS.flatMap(([asked, meant, score, times]) => {
    const pair = pairs.find((candidate) => candidate.q === meant);
    if (!pair) throw new Error(`demo: no pair 「${meant}」 in the demo library`);
    return Array.from({ length: times }, (_, index) => {
      const window = visitingWindow(now, Math.floor(random() * HISTORY_DAYS));
      return {
        device_id: deviceIds[Math.floor(random() * deviceIds.length)],
        event_id: `seed-unsure-${meant}-${index}`,
        occurred_at: new Date(window.from + Math.floor(random() * window.length)).toISOString(),
        question: asked,
        answer: pair.answers[0],
        matched: meant,
        intent: null,
        unknown: false,
        score,
        session_id: null,
      };
    });
  });
}

/**
 * Questions the robots could not answer today, each followed seconds later by the question of
 * 您是不是想问 the visitor tapped (or asked again in the library's words): 问答标注 offers that
 * pair first, marked 访客随后问到.
 */
const TAPPED_SUGGESTIONS: readonly [asked: string, tapped: string, times: number][] = [
  ['订好的票用不上了咋整', '可以退票吗', 3],
  ['带着奶娃娃有专门的小房间不', '有母婴室吗', 2],
];

/** The unanswered turns of TAPPED_SUGGESTIONS and the turns that followed, over today's last quarter hour. */
function tappedTurns(deviceIds: string[], now: number, random: () => number) {
  const pairs = Object.values(DEMO_QA).flat();
  const window = visitingWindow(now, 0);
  const lastQuarter = Math.max(window.from, window.from + window.length - 15 * 60_000);
  return TAPPED_SUGGESTIONS.flatMap(([asked, tapped, times]) => {
    const pair = pairs.find((candidate) => candidate.q === tapped);
    if (!pair) throw new Error(`demo: no pair 「${tapped}」 in the demo library`);
    return Array.from({ length: times }, (_, index) => {
      const session = `seed-tap-${tapped}-${index}`;
      const at = lastQuarter + Math.floor(random() * (window.from + window.length - lastQuarter));
      const turn = {
        device_id: deviceIds[Math.floor(random() * deviceIds.length)],
        intent: null,
        session_id: session,
      };
      return [
        {
          ...turn,
          event_id: `${session}-asked`,
          occurred_at: new Date(at).toISOString(),
          question: asked,
          answer: withSuggestions(FALLBACK_ANSWER, [tapped]),
          matched: null,
          unknown: true,
          score: null,
        },
        {
          ...turn,
          event_id: `${session}-tapped`,
          occurred_at: new Date(at + TAP_DELAY_MS + Math.floor(random() * 10_000)).toISOString(),
          question: tapped,
          answer: pair.answers[0],
          matched: tapped,
          unknown: false,
          score: 1,
        },
      ];
    }).flat();
  });
}

/** A week of visitors and questions, today's so far included. */
function history(deviceIds: string[], now: number) {
  const random = seededRandom(20260601);
  const talk = new VisitorTalk(random);
  const turns: Record<string, unknown>[] = [];
  const visits: Record<string, unknown>[] = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    const window = visitingWindow(now, day);
    const visitors = Math.round((30 + Math.floor(random() * 20)) * (window.length / OPENING_HOURS_MS));
    for (let visitor = 0; visitor < visitors; visitor++) {
      const device_id = deviceIds[Math.floor(random() * deviceIds.length)];
      const arrived = window.from + Math.floor(random() * window.length);
      const dwell = 20 + Math.floor(random() * 100);
      const id = `seed-${day}-${visitor}`;
      const visit = (
        suffix: string,
        offsetMs: number,
        kind: string,
        dwell_seconds: number | null = null,
      ) => ({
        device_id,
        event_id: `${id}-${suffix}`,
        occurred_at: new Date(arrived + offsetMs).toISOString(),
        kind,
        dwell_seconds,
      });
      visits.push(
        visit('a', 0, 'APPROACHED'),
        visit('g', 3000, 'GREETED'),
        visit('l', dwell * 1000, 'LEFT', dwell),
      );
      const questions = 2 + Math.floor(random() * 5);
      for (let turn = 0; turn < questions; turn++) {
        const { question, answer, matched, intent, unknown, score } = talk.next();
        const at = arrived + Math.floor(((turn + 1) / (questions + 1)) * dwell * 1000);
        turns.push({
          device_id,
          event_id: `${id}-q${turn}`,
          occurred_at: new Date(at).toISOString(),
          question,
          answer,
          matched,
          intent,
          unknown,
          score,
          session_id: id,
        });
      }
    }
  }
  return {
    turns: [
      ...turns,
      ...unsureTurns(deviceIds, now, seededRandom(20261129)),
      ...tappedTurns(deviceIds, now, seededRandom(20261130)),
    ],
    visits,
  };
}

/**
 * The history goes in as one JSON parameter per table: a few thousand rows built as drizzle
 * values cost every test's seed a third of a second, this costs a tenth of that.
 */
async function insertHistory(
  tx: Database,
  projectId: string,
  deviceIds: string[],
  now: number,
): Promise<void> {
  const { turns, visits } = history(deviceIds, now);
  await tx.execute(sql`
    insert into conversation_turns
      (device_id, event_id, project_id, occurred_at, question, answer, matched, intent, unknown, score, session_id)
    select device_id, event_id, ${projectId}::uuid, occurred_at, question, answer, matched, intent, unknown, score,
      session_id
    from jsonb_to_recordset(${JSON.stringify(turns)}::jsonb) as row(device_id uuid, event_id text,
      occurred_at timestamptz, question text, answer text, matched text, intent text, unknown boolean, score real,
      session_id text)
    on conflict do nothing`);
  await tx.execute(sql`
    insert into visitor_events (device_id, event_id, project_id, occurred_at, kind, dwell_seconds)
    select device_id, event_id, ${projectId}::uuid, occurred_at, kind, dwell_seconds
    from jsonb_to_recordset(${JSON.stringify(visits)}::jsonb) as row(device_id uuid, event_id text,
      occurred_at timestamptz, kind text, dwell_seconds integer)
    on conflict do nothing`);
}

/** The demo enterprise's project that shows the demo data: its first. */
export async function demoProjectOf(tx: Database, tenantId: string): Promise<{ id: string } | undefined> {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(1);
  return project;
}

/**
 * Gives the demo enterprise's project (its first) a fleet: three robots main.ts simulates in
 * demo mode, one offline whose key expires within the warning period, one slot not yet
 * activated, and seven days of conversations and visitors so the overview reads as used.
 * Idempotent: existing keys are left alone, and history is written only to a project that has none.
 */
export async function ensureDemoFleet(tx: Database, tenantId: string, now = Date.now()): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  await tx
    .insert(devices)
    .values(DEMO_DEVICES.map((device) => slotValues(project.id, device, now)))
    .onConflictDoNothing({ target: devices.activationKey });
  const [anyTurn] = await tx
    .select({ id: conversationTurns.eventId })
    .from(conversationTurns)
    .where(eq(conversationTurns.projectId, project.id))
    .limit(1);
  if (anyTurn) return;
  const reportingKeys = DEMO_DEVICES.filter((device) => device.role !== 'slot').map((device) => device.key);
  const reporting = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.projectId, project.id), inArray(devices.activationKey, reportingKeys)));
  if (reporting.length === 0) return;
  await insertHistory(
    tx,
    project.id,
    reporting.map((device) => device.id),
    now,
  );
}
