import { describe, expect, it } from 'vitest';
import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import { RobotBody } from './robot-body';
import { SkillDuties } from './skill-duties';

const ALL_DAY = { days: [1, 2, 3, 4, 5, 6, 7], windows: [{ start: '00:00', end: '23:59' }] };
const NOON = new Date(2026, 10, 30, 12, 30);
// No visitors, no wandering: only the skills move the robot.
const quietBody = () => new RobotBody({ visitorGapSeconds: 1e9, questionEverySeconds: 1e9 }, () => 0.99);

function run(body: RobotBody, duties: SkillDuties, seconds: number, now = NOON): string[] {
  const reached: string[] = [];
  for (let second = 0; second < seconds; second += 1) {
    duties.tick(now, false);
    const { arrived } = body.step(now);
    duties.arrived(arrived);
    if (arrived) reached.push(arrived);
  }
  return reached;
}

describe('a simulated robot carrying out its store skills', () => {
  it('walks the patrol route in order inside its window, speaking at each stop, and loops', () => {
    const body = quietBody();
    body.battery = 100;
    const said: string[] = [];
    const duties = new SkillDuties(body, (text) => said.push(text));
    const patrol: BundleSkills['patrol'] = {
      route: [
        { point: '展厅A', speech: '展厅A请勿触摸展品', waitSeconds: 2 },
        { point: '展厅B', speech: '', waitSeconds: 0 },
        { point: '休息区', speech: '休息区到了', waitSeconds: 1 },
      ],
      schedule: ALL_DAY,
      repeat: 'LOOP',
    };
    duties.learn({ patrol });
    const reached = run(body, duties, 400);
    expect(reached.slice(0, 4)).toEqual(['展厅A', '展厅B', '休息区', '展厅A']);
    expect(said.slice(0, 2)).toEqual(['展厅A请勿触摸展品', '休息区到了']);
    expect(duties.isPatrolling).toBe(true);
  });

  it('does not patrol outside its window, and walks one lap per window when ONCE', () => {
    const body = quietBody();
    body.battery = 100;
    const duties = new SkillDuties(body, () => undefined);
    const route = ['展厅A', '展厅B'].map((point) => ({ point, speech: '', waitSeconds: 0 }));
    duties.learn({
      patrol: {
        route,
        schedule: { days: [1, 2, 3, 4, 5, 6, 7], windows: [{ start: '08:00', end: '09:00' }] },
        repeat: 'ONCE',
      },
    });
    expect(run(body, duties, 200)).toEqual([]);
    const morning = new Date(2026, 10, 30, 8, 10);
    expect(run(body, duties, 400, morning)).toEqual(['展厅A', '展厅B']);
  });

  it('goes to the charge skill’s pile below its level, and keeps the volume of the hour', () => {
    const body = quietBody();
    const duties = new SkillDuties(body, () => undefined);
    duties.learn({
      charge: { chargerPoint: '充电桩', goBelow: 40, leaveAbove: 60, speech: '' },
      volumeControl: { defaultVolume: 30, bands: [{ start: '12:00', end: '14:00', volume: 85 }] },
    });
    body.battery = 39;
    const reached = run(body, duties, 200);
    expect(reached).toContain('充电桩');
    expect(body.volume).toBe(85);
    run(body, duties, 1, new Date(2026, 10, 30, 20, 0));
    expect(body.volume).toBe(30);
  });

  it('walks a visitor to the destination asked for, and leaves other questions to the platform', () => {
    const body = quietBody();
    const said: string[] = [];
    const duties = new SkillDuties(body, (text) => said.push(text));
    duties.learn({
      navigate: {
        destinations: [{ point: '展厅B', arrivalSpeech: '展厅B到了' }],
        departSpeech: '好的，请跟我来。',
        triggers: ['带我去'],
      },
    });
    expect(duties.handle('带我去展厅B？')).toBe('好的，请跟我来。');
    expect(body.target).toBe('展厅B');
    expect(run(body, duties, 200)).toEqual(['展厅B']);
    expect(said).toEqual(['展厅B到了']);
    expect(duties.handle('带我去火星')).toBeNull();
    expect(duties.handle('几点关门？')).toBeNull();
  });
});

describe('a patrolling robot sent somewhere by an operator', () => {
  it('goes where it was sent, even to a stop of its route, and patrols again once there', () => {
    const body = quietBody();
    body.battery = 100;
    const duties = new SkillDuties(body, () => undefined);
    const route = ['展厅A', '展厅B'].map((point) => ({ point, speech: '', waitSeconds: 0 }));
    duties.learn({ patrol: { route, schedule: ALL_DAY, repeat: 'LOOP' } });
    duties.tick(NOON, false);
    expect(body.target).toBe('展厅A');
    body.goTo('展厅A');
    duties.tick(NOON, true);
    expect(body.target).toBe('展厅A');
    body.goTo('入口');
    for (let second = 0; second < 200 && body.target; second += 1) {
      duties.tick(NOON, true);
      body.step(NOON);
    }
    expect(body.pointName).toBe('入口');
    duties.tick(NOON, false);
    expect(body.target).toBe('展厅A');
  });
});

describe('a robot asking its questionnaire', () => {
  it('answers every question of it in its window, and nothing outside', () => {
    const duties = new SkillDuties(quietBody(), () => undefined);
    duties.learn({
      questionnaire: {
        title: '满意度',
        questions: [
          { id: 'q1', kind: 'RADIO', title: '满意吗', options: ['满意', '一般'], allowOther: false },
          { id: 'q2', kind: 'NUMBER', title: '打分', min: 0, max: 10 },
        ],
        schedule: { days: [1, 2, 3, 4, 5, 6, 7], windows: [{ start: '09:00', end: '17:00' }] },
      },
    });
    const answer = duties.questionnaireAnswer('a1', NOON, () => 0.5);
    expect(answer?.answers).toEqual([
      { questionId: 'q1', choice: '一般' },
      { questionId: 'q2', value: 5 },
    ]);
    expect(duties.questionnaireAnswer('a2', new Date(2026, 10, 30, 20, 0), () => 0.5)).toBeNull();
  });
});
