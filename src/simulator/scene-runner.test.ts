import { describe, expect, it } from 'vitest';
import type { ConfigurationBundle } from '../shared/api/device-link';
import type { BundleScene } from '../shared/scene-flow/scene-device-link';
import { SCENE_EXAMPLE_FLOWS } from '../shared/scene-flow/scene-examples';
import { buildFlow } from '../shared/scene-flow/scene-flow-builder';
import type { AskBranch } from '../shared/scene-flow/scene-flow-schema';
import { type BranchOfAnswer, SceneRunner } from './scene-runner';

const WELCOME_ID = '7a1b6c3e-0000-4000-8000-000000000001';
const MORNING_ID = '7a1b6c3e-0000-4000-8000-000000000002';

const bundle = (scenes: BundleScene[]): ConfigurationBundle => ({
  projectId: 'p',
  deviceName: '一号',
  screen: null,
  qa: [],
  points: [],
  maps: [],
  scenes,
});
const welcome = (version: number): BundleScene => ({
  id: WELCOME_ID,
  name: '迎宾',
  version,
  flow: SCENE_EXAMPLE_FLOWS.welcome(),
});
/** A scene only the clock starts: 开馆播报 at 09:00. */
const morning: BundleScene = {
  id: MORNING_ID,
  name: '开馆播报',
  version: 1,
  flow: buildFlow([
    { id: 'nine', type: 'trigger', data: { trigger: { on: 'time', at: '09:00' } }, exits: { next: 'hello' } },
    { id: 'hello', type: 'speak', data: { text: '早上好，本馆开馆了' }, exits: { next: 'end' } },
    { id: 'end', type: 'end', data: {} },
  ]),
};
const AT = new Date('2026-06-01T08:00:00Z');
/** The robot's local clock on 2026-06-01 (a time trigger reads local time, as working hours do). */
const local = (hhmmss: string) => new Date(`2026-06-01T${hhmmss}`);

/** The platform's matcher, as far as these tests need it: the branch whose example the answer holds. */
function platform(): { branchOf: BranchOfAnswer; heard: string[] } {
  const heard: string[] = [];
  const branchOf = async (answer: string, branches: AskBranch[]) => {
    heard.push(answer);
    return branches.find((branch) => branch.examples.some((example) => answer.includes(example)))?.id ?? null;
  };
  return { branchOf, heard };
}

describe('the simulator’s scene runner', () => {
  it('tries a new scene at once with the shared interpreter, the platform reading the visitor’s answer', async () => {
    const lines: string[] = [];
    const { branchOf, heard } = platform();
    // 0.9: the visitor answers, and picks the second branch (随便看看), in their own words.
    const runner = new SceneRunner(branchOf, () => 0.9);
    runner.learn(bundle([welcome(1)]));
    const runs = await runner.tick(AT, (line) => lines.push(line));
    expect(runs).toEqual([
      {
        type: 'sceneRun',
        at: AT.toISOString(),
        skillId: WELCOME_ID,
        trigger: '关键词：你好、您好',
        path: ['trigger', 'hello', 'ask', 'bye', 'end'],
        outcome: 'completed',
        failure: null,
      },
    ]);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toContain('随便看看');
    expect(lines).toEqual(['场景「迎宾」运行完成，经过 5 步']);
    // Tried: nothing more until chance says so, or the scene changes.
    expect(await runner.tick(AT, () => undefined)).toEqual([]);
    runner.learn(bundle([welcome(1)]));
    expect(await runner.tick(AT, () => undefined)).toEqual([]);
    runner.learn(bundle([welcome(2)]));
    expect((await runner.tick(AT, () => undefined))[0]?.type).toBe('sceneRun');
  });

  it('follows the fallback when the platform cannot be reached', async () => {
    const runner = new SceneRunner(
      () => Promise.reject(new Error('offline')),
      () => 0.9,
    );
    runner.learn(bundle([welcome(1)]));
    const lines: string[] = [];
    const [run] = await runner.tick(AT, (line) => lines.push(line));
    // The welcome's fallback says goodbye too, without the ask's branch.
    expect(run.path).toEqual(['trigger', 'hello', 'ask', 'bye', 'end']);
    expect(run.outcome).toBe('completed');
    // The robot's log says why it took the fallback.
    expect(lines.some((line) => line.includes('offline') && line.includes('走兜底分支'))).toBe(true);
  });

  it('starts a time-triggered scene when the robot’s clock passes its time, once, on a fake clock', async () => {
    const runner = new SceneRunner(platform().branchOf, () => 0.99);
    runner.learn(bundle([morning]));
    // Switched on after nine: the morning's scene waits for tomorrow; a scene only the clock starts is not "tried".
    expect(await runner.tick(local('09:00:30'), () => undefined)).toEqual([]);
    expect(await runner.tick(local('09:00:31'), () => undefined)).toEqual([]);

    const early = new SceneRunner(platform().branchOf, () => 0.99);
    early.learn(bundle([morning]));
    const seconds = ['08:59:58', '08:59:59', '09:00:00', '09:00:01', '09:00:02'];
    const fired: string[] = [];
    for (const second of seconds) {
      for (const run of await early.tick(local(second), () => undefined))
        fired.push(`${second} ${run.trigger}`);
    }
    expect(fired).toEqual(['09:00:00 定时：每天 09:00']);
  });

  it('passes nine once however far apart the ticks are (a minute here)', async () => {
    const runner = new SceneRunner(platform().branchOf, () => 0.99);
    runner.learn(bundle([morning]));
    const fired: string[] = [];
    for (const minute of ['08:58', '08:59', '09:00', '09:01']) {
      const runs = await runner.tick(local(`${minute}:30`), () => undefined);
      if (runs.length > 0) fired.push(minute);
    }
    expect(fired).toEqual(['09:00']);
  });

  it('does not make up a time the robot slept through', async () => {
    const runner = new SceneRunner(platform().branchOf, () => 0.99);
    runner.learn(bundle([morning]));
    await runner.tick(local('08:30:00'), () => undefined);
    // Asleep (or off) from 08:30 to 10:00: no 09:00 run at ten.
    expect(await runner.tick(local('10:00:00'), () => undefined)).toEqual([]);
  });
});
