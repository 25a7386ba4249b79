import { describe, expect, it } from 'vitest';
import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import { RobotBody } from './robot-body';
import { SkillDuties } from './skill-duties';
import { VisitorTalk } from './visitor-talk';

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
    expect(duties.handle('带我去展厅B？')).toEqual({
      answer: '好的，请跟我来。',
      matched: '导航：展厅B',
      intent: '导航',
    });
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

describe('a robot on an operator’s errand asked by a visitor to take them somewhere', () => {
  it('says where it is going and stays on its way; once free, it takes visitors again', () => {
    const body = quietBody();
    const duties = new SkillDuties(body, () => undefined);
    duties.learn({
      navigate: {
        destinations: [{ point: '展厅B', arrivalSpeech: '' }],
        departSpeech: '好的，请跟我来。',
        triggers: ['带我去'],
      },
    });
    body.goTo('入口');
    expect(duties.handle('带我去展厅B', '入口')).toEqual({
      answer: '我正在前往入口，办完后再带您去好吗？',
      matched: '导航：展厅B',
      intent: '导航',
    });
    expect(body.target).toBe('入口');
    expect(duties.handle('带我去展厅B', null)?.answer).toBe('好的，请跟我来。');
    expect(body.target).toBe('展厅B');
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

describe('a robot guiding a visitor along a tour', () => {
  const guide: BundleSkills['guide'] = {
    tours: [
      {
        name: '精品路线',
        legs: [
          { point: '展厅A', explanation: '我们先去展厅A看青铜器。' },
          { point: '展厅B', explanation: '接下来是展厅B的书画。' },
        ],
      },
    ],
  };

  it('walks the legs asked for, explaining each on the way, even while its patrol is on', () => {
    const body = quietBody();
    body.battery = 100;
    const said: string[] = [];
    const duties = new SkillDuties(body, (text) => said.push(text));
    const route = ['休息区', '入口'].map((point) => ({ point, speech: '', waitSeconds: 0 }));
    duties.learn({ guide, patrol: { route, schedule: ALL_DAY, repeat: 'LOOP' } });
    expect(duties.handle('带我参观精品路线？')).toEqual({
      answer: '好的，请跟我参观「精品路线」。我们先去展厅A看青铜器。',
      matched: '引领：精品路线',
      intent: '引领',
    });
    expect(body.target).toBe('展厅A');
    const reached = run(body, duties, 400);
    expect(reached.slice(0, 3)).toEqual(['展厅A', '展厅B', '休息区']);
    expect(said).toEqual(['接下来是展厅B的书画。', '「精品路线」参观结束，感谢您的聆听。']);
    expect(duties.handle('带我参观恐龙馆')).toBeNull();
  });

  it('leaves the tour when an operator sends it elsewhere', () => {
    const body = quietBody();
    body.battery = 100;
    const said: string[] = [];
    const duties = new SkillDuties(body, (text) => said.push(text));
    duties.learn({ guide });
    duties.handle('精品路线');
    body.goTo('入口');
    expect(run(body, duties, 200)).toEqual(['入口']);
    expect(said).toEqual([]);
  });
});

describe('a robot opening an app a visitor asks for', () => {
  it('answers and notes the app it opens; an app it lacks goes to the platform', () => {
    const notes: string[] = [];
    const duties = new SkillDuties(
      quietBody(),
      () => undefined,
      (line) => notes.push(line),
    );
    duties.learn({
      application: {
        apps: [{ name: '地图导览', iconUrl: '/media/x.png', address: 'https://example.com/map' }],
      },
    });
    expect(duties.handle('打开地图导览')).toEqual({
      answer: '好的，正在为您打开「地图导览」。',
      matched: '应用：地图导览',
      intent: '应用',
    });
    expect(notes).toEqual(['打开应用「地图导览」（https://example.com/map）']);
    expect(duties.handle('打开微信')).toBeNull();
  });
});

describe('a robot with the sleep report', () => {
  it('announces before sleeping at its time, sleeps the night and wakes at its time saying so', () => {
    const said: string[] = [];
    const notes: string[] = [];
    const duties = new SkillDuties(
      quietBody(),
      (text) => said.push(text),
      (line) => notes.push(line),
    );
    duties.learn({
      sleepReport: {
        days: [1, 2, 3, 4, 5],
        sleepAt: '18:00',
        wakeAt: '08:30',
        sleepSpeech: '今天的服务结束了，明天见！',
        wakeSpeech: '早上好，开始今天的服务。',
      },
    });
    // 2026-11-30 is a Monday.
    expect(duties.awake(new Date(2026, 10, 30, 17, 59))).toBe(true);
    expect(duties.awake(new Date(2026, 10, 30, 18, 0))).toBe(false);
    expect(duties.awake(new Date(2026, 11, 1, 8, 29))).toBe(false);
    expect(duties.awake(new Date(2026, 11, 1, 8, 30))).toBe(true);
    expect(said).toEqual(['今天的服务结束了，明天见！', '早上好，开始今天的服务。']);
    expect(notes).toEqual(['休眠播报：18:00 进入休眠', '休眠播报：08:30 醒来']);
  });
});

describe('visitors of a robot with store skills', () => {
  it('ask for its tours, its fun questions and its apps', () => {
    const random = (() => {
      let seed = 1;
      return () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
    })();
    const asking = new VisitorTalk(random);
    const bundle = {
      projectId: 'p',
      deviceName: 'd',
      screen: null,
      qa: [],
      points: [],
      maps: [],
      skills: {
        guide: { tours: [{ name: '精品路线', legs: [{ point: '展厅A', explanation: '' }] }] },
        interestAnswer: {
          interestAnswerType: 'RIDDLE' as const,
          interestQuestionList: [{ question: '什么动物最怕冷？', answer: '怕冷的你呀' }],
        },
        application: { apps: [{ name: '地图导览', iconUrl: '/media/x.png', address: 'https://a.b/c' }] },
      },
    };
    asking.learn(bundle);
    const asked = new Set(Array.from({ length: 3_000 }, () => asking.next().question));
    expect(asked).toContain('带我参观精品路线');
    expect(asked).toContain('什么动物最怕冷？');
    expect(asked).toContain('打开地图导览');
  });
});
