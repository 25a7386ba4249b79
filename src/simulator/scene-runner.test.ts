import { describe, expect, it } from 'vitest';
import type { ConfigurationBundle } from '../shared/api/device-link';
import { SCENE_EXAMPLE_FLOWS } from '../shared/scene-flow/scene-examples';
import { SceneRunner } from './scene-runner';

const bundle = (version: number): ConfigurationBundle => ({
  projectId: 'p',
  deviceName: '一号',
  screen: null,
  qa: [],
  points: [],
  maps: [],
  scenes: [
    {
      id: '7a1b6c3e-0000-4000-8000-000000000001',
      name: '迎宾',
      version,
      flow: SCENE_EXAMPLE_FLOWS.welcome(),
    },
  ],
});
const AT = new Date('2026-06-01T08:00:00Z');

describe('the simulator’s scene runner', () => {
  it('tries a new scene at once with the shared interpreter, answering its ask like a visitor', () => {
    const lines: string[] = [];
    // 0.9: the visitor answers, and picks the second branch (随便看看).
    const runner = new SceneRunner(() => 0.9);
    runner.learn(bundle(1));
    const run = runner.tick(AT, (line) => lines.push(line));
    expect(run).toEqual({
      type: 'sceneRun',
      at: AT.toISOString(),
      skillId: '7a1b6c3e-0000-4000-8000-000000000001',
      trigger: '关键词：你好、您好',
      path: ['trigger', 'hello', 'ask', 'bye', 'end'],
      outcome: 'completed',
      failure: null,
    });
    expect(lines).toEqual(['场景「迎宾」运行完成，经过 5 步']);
    // Tried: nothing more until chance says so, or the scene changes.
    expect(runner.tick(AT, () => undefined)).toBeNull();
    runner.learn(bundle(1));
    expect(runner.tick(AT, () => undefined)).toBeNull();
    runner.learn(bundle(2));
    expect(runner.tick(AT, () => undefined)?.type).toBe('sceneRun');
  });
});
