import { describe, expect, it } from 'vitest';
import { RobotBody } from './robot-body';
import { BUILT_IN_SITE, CHARGER, siteFromBundle } from './site-map';
import { FALLBACK_ANSWER, screenQuestions, UNKNOWN_SHARE, VisitorTalk } from './visitor-talk';

const at = new Date('2026-06-01T08:00:00Z');

/** A bundle's floor map, in its picture's pixels. */
const FLOOR_MAP = {
  id: 'map-1',
  name: '一楼展厅',
  floor: '1F',
  pictureUrl: '/floor.png',
  pictureWidth: 1600,
  pictureHeight: 1000,
  points: [
    { id: 'p1', name: '前台', type: 'RECEPTION' as const, x: 400, y: 380, description: '' },
    { id: 'p2', name: '展厅B', type: 'EXHIBIT' as const, x: 1248, y: 300, description: '' },
    { id: 'p3', name: '充电桩', type: 'CHARGER' as const, x: 1472, y: 880, description: '' },
  ],
};

function runFor(body: RobotBody, seconds: number) {
  const events = [];
  for (let second = 0; second < seconds; second++) events.push(...body.step(at).events);
  return events;
}

describe('RobotBody', () => {
  it('keeps a page an operator showed when its first screen arrives, and starts a changed screen on its first page', () => {
    const body = new RobotBody();
    body.learnScreen(['home', 'guide']);
    expect(body.currentPage).toBe('home');
    body.currentPage = 'guide';
    body.learnScreen(['home', 'guide']);
    expect(body.currentPage).toBe('guide');

    // The robot showed a page before it had learnt any screen (commands can beat the first bundle).
    const early = new RobotBody();
    early.currentPage = 'page-guide';
    early.learnScreen(['home']);
    expect(early.currentPage).toBe('page-guide');
    early.learnScreen(['other-home', 'other-2']);
    expect(early.currentPage).toBe('other-home');
  });

  it('walks to the point it is sent to, draining its battery on the way', () => {
    const body = new RobotBody();
    body.battery = 80;
    expect(body.goTo('展厅B')).toBe(true);
    let arrived: string | null = null;
    for (let second = 0; second < 200 && !arrived; second++) arrived = body.step(at).arrived;
    expect(arrived).toBe('展厅B');
    const hallB = BUILT_IN_SITE.points.find((point) => point.name === '展厅B');
    expect(body.position).toEqual({ x: hallB?.x, y: hallB?.y });
    expect(body.heartbeat().position?.pointName).toBe('展厅B');
    expect(body.battery).toBeLessThan(80);
  });

  it('refuses a point the site does not have', () => {
    expect(new RobotBody().goTo('月球')).toBe(false);
  });

  it('goes to the charger when its battery runs low and charges there', () => {
    const body = new RobotBody();
    body.battery = 15;
    for (let second = 0; second < 200 && !body.charging; second++) body.step(at);
    expect(body.pointName).toBe(CHARGER);
    expect(body.charging).toBe(true);
    const low = body.battery;
    runFor(body, 10);
    expect(body.battery).toBeGreaterThan(low);
  });

  it("walks the bundle's floor map in its pixels, reporting the map's id, and falls back to the built-in hall", () => {
    const map = FLOOR_MAP;
    const site = siteFromBundle({ maps: [map] });
    expect(site).toMatchObject({ mapId: 'map-1', charger: '充电桩', speed: 32 });
    const body = new RobotBody();
    body.battery = 80;
    body.walkOn(site ?? BUILT_IN_SITE);
    expect(['前台', '展厅B']).toContain(body.pointName);
    expect(body.goTo('展厅A')).toBe(false);
    body.goTo(body.pointName === '前台' ? '展厅B' : '前台');
    let arrived: string | null = null;
    for (let second = 0; second < 200 && !arrived; second++) arrived = body.step(at).arrived;
    const beat = body.heartbeat().position;
    expect(beat?.mapId).toBe('map-1');
    expect([400, 1248]).toContain(beat?.x);
    expect(siteFromBundle({ maps: [{ ...map, points: map.points.slice(0, 1) }] })).toBeNull();
    body.walkOn(BUILT_IN_SITE);
    expect(body.heartbeat().position?.mapId).toBeNull();
  });

  it('keeps walking to where it was sent when the bundle brings a map with that point, and drops a point the map lacks', () => {
    const body = new RobotBody();
    body.battery = 80;
    body.goTo('展厅B');
    body.walkOn(siteFromBundle({ maps: [FLOOR_MAP] }) ?? BUILT_IN_SITE);
    expect(body.target).toBe('展厅B');
    let arrived: string | null = null;
    for (let second = 0; second < 200 && !arrived; second++) arrived = body.step(at).arrived;
    expect(arrived).toBe('展厅B');
    body.goTo('前台');
    const withoutReception = FLOOR_MAP.points.filter((point) => point.name !== '前台');
    body.walkOn(
      siteFromBundle({ maps: [{ ...FLOOR_MAP, id: 'map-2', points: withoutReception }] }) ?? BUILT_IN_SITE,
    );
    expect(body.target).toBeNull();
  });

  it('meets visitors: approached, greeted, questions, left with the time they stayed', () => {
    const body = new RobotBody({ visitorGapSeconds: 2, questionEverySeconds: 2 });
    const events = runFor(body, 3_000);
    const kinds = events.map((event) => (event.type === 'visitor' ? event.kind : 'conversation'));
    expect(kinds).toContain('APPROACHED');
    expect(kinds).toContain('GREETED');
    expect(kinds).toContain('conversation');
    const left = events.find((event) => event.type === 'visitor' && event.kind === 'LEFT');
    expect(left?.type === 'visitor' && left.dwellSeconds).toBeGreaterThanOrEqual(20);
  });
});

describe('VisitorTalk', () => {
  it('leaves about 15 % of questions unanswered, with the fallback answer', () => {
    const talk = new VisitorTalk();
    const turns = Array.from({ length: 4_000 }, () => talk.next());
    const unknown = turns.filter((turn) => turn.unknown);
    expect(unknown.length / turns.length).toBeCloseTo(UNKNOWN_SHARE, 1);
    expect(unknown.every((turn) => turn.answer === FALLBACK_ANSWER && turn.matched === null)).toBe(true);
  });

  it('asks the questions the released screen shows', () => {
    const document = {
      pages: [
        {
          ast: {
            tag: 'rb-page',
            data: {},
            children: [
              {
                tag: 'rb-question-hint',
                data: { title: '您可以这样问我', questions: ['展品有多少年历史？'] },
                children: [],
              },
              { tag: 'rb-button', data: { text: '人工服务', question: '我需要人工服务' }, children: [] },
            ],
          },
        },
      ],
    };
    expect(screenQuestions(document)).toEqual(['展品有多少年历史？', '我需要人工服务']);
    const talk = new VisitorTalk();
    talk.learn({
      projectId: 'p',
      deviceName: 'd',
      screen: { configurationId: 'c', name: 'n', releasedAt: '', pageIds: [], document },
      qa: [],
      points: [],
      maps: [],
    });
    const asked = new Set(Array.from({ length: 2_000 }, () => talk.next().question));
    expect(asked).toContain('展品有多少年历史？');
  });
});
