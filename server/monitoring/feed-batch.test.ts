import { describe, expect, it } from 'vitest';
import type { RobotBeat } from '../../src/shared/api/monitoring';
import { FeedBuffer } from './feed-batch';

const beatOf = (deviceId: string, battery: number): RobotBeat => ({
  deviceId,
  projectId: 'p',
  battery,
  charging: false,
  volume: 50,
  currentPage: null,
  position: null,
  lastSeenAt: '2026-06-01T08:00:00.000Z',
});

describe('FeedBuffer', () => {
  it('keeps the latest beat of each robot and each command once, then starts over', () => {
    const buffer = new FeedBuffer();
    expect(buffer.empty).toBe(true);
    buffer.add({ kind: 'beat', projectId: 'p', beat: beatOf('a', 80) });
    buffer.add({ kind: 'beat', projectId: 'p', beat: beatOf('b', 70) });
    buffer.add({ kind: 'beat', projectId: 'p', beat: beatOf('a', 79) });
    buffer.add({ kind: 'command', projectId: 'p', deviceId: 'a', commandId: 'c1' });
    buffer.add({ kind: 'command', projectId: 'p', deviceId: 'a', commandId: 'c1' });
    const batch = buffer.take();
    expect(batch.beats.map((beat) => [beat.deviceId, beat.battery])).toEqual([
      ['a', 79],
      ['b', 70],
    ]);
    expect(batch.commands).toEqual([{ deviceId: 'a', commandId: 'c1' }]);
    expect(buffer.empty).toBe(true);
  });
});
