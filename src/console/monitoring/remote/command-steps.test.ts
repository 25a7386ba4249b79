import { describe, expect, it } from 'vitest';
import type { DeviceCommand } from '../../../shared/api/devices';
import { commandSteps, formatTook } from './command-steps';

const command: DeviceCommand = {
  id: 'c',
  deviceId: 'd',
  kind: 'SPEAK',
  payload: { text: '你好' },
  status: 'DONE',
  result: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  sentAt: '2026-06-01T08:00:00.020Z',
  ackedAt: '2026-06-01T08:00:00.065Z',
  finishedAt: '2026-06-01T08:00:01.265Z',
};

describe('commandSteps', () => {
  it('gives each step the time since the step before it', () => {
    expect(commandSteps(command)).toEqual([
      { name: '发送', tookMs: 20 },
      { name: '确认', tookMs: 45 },
      { name: '完成', tookMs: 1200 },
    ]);
  });

  it('leaves the steps not reached without a time, and names a failure', () => {
    const failed = { ...command, status: 'FAILED' as const, ackedAt: null, finishedAt: null };
    expect(commandSteps(failed).map((step) => [step.name, step.tookMs])).toEqual([
      ['发送', 20],
      ['确认', null],
      ['失败', null],
    ]);
  });

  it('says durations the way people read them', () => {
    expect([formatTook(40), formatTook(1234), formatTook(125_000)]).toEqual(['40 ms', '1.2 s', '2 分 5 秒']);
  });
});
