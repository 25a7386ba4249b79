import { describe, expect, it } from 'vitest';
import { RobotBody } from './robot-body';
import { CHARGER, pointNamed } from './site-map';
import { FALLBACK_ANSWER, screenQuestions, UNKNOWN_SHARE, VisitorTalk } from './visitor-talk';

const at = new Date('2026-06-01T08:00:00Z');

function runFor(body: RobotBody, seconds: number) {
  const events = [];
  for (let second = 0; second < seconds; second++) events.push(...body.step(at).events);
  return events;
}

describe('RobotBody', () => {
  it('walks to the point it is sent to, draining its battery on the way', () => {
    const body = new RobotBody();
    body.battery = 80;
    expect(body.goTo('展厅B')).toBe(true);
    let arrived: string | null = null;
    for (let second = 0; second < 200 && !arrived; second++) arrived = body.step(at).arrived;
    expect(arrived).toBe('展厅B');
    expect(body.position).toEqual({ x: pointNamed('展厅B')?.x, y: pointNamed('展厅B')?.y });
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
    });
    const asked = new Set(Array.from({ length: 2_000 }, () => talk.next().question));
    expect(asked).toContain('展品有多少年历史？');
  });
});
