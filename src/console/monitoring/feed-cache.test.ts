import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Alarm, MonitoredRobot, RobotBeat } from '../../shared/api/monitoring';
import type { Page } from '../../shared/api/paging';
import { applyFeedBatch } from './feed-cache';
import { MONITORING_KEYS } from './monitoring-keys';

const robot = (id: string): MonitoredRobot => ({
  id,
  projectId: 'p',
  projectName: '展厅',
  name: `机器人 ${id}`,
  serial: null,
  model: 'guide-s1',
  modelName: '迎宾讲解机器人 S1',
  tags: [],
  state: 'OFFLINE',
  battery: 50,
  charging: false,
  volume: 50,
  currentPage: 'home',
  currentPageName: '主页',
  position: null,
  lastSeenAt: null,
  activatedAt: null,
  activationKey: 'RK',
  expiresAt: '2027-01-01T00:00:00.000Z',
  expiringSoon: false,
  openAlarms: ['OFFLINE'],
});

const beat: RobotBeat = {
  deviceId: 'a',
  projectId: 'p',
  battery: 42,
  charging: true,
  volume: 60,
  currentPage: 'home',
  position: { mapId: 'm', x: 10, y: 20, pointName: '前台' },
  lastSeenAt: '2026-06-01T08:00:00.000Z',
};

const ended: Alarm = {
  id: 'al',
  deviceId: 'a',
  deviceName: '机器人 a',
  projectId: 'p',
  projectName: '展厅',
  kind: 'OFFLINE',
  beganAt: '2026-06-01T07:00:00.000Z',
  endedAt: '2026-06-01T08:00:00.000Z',
  acknowledgedAt: null,
  acknowledgedByName: null,
  detail: {},
};

describe('applyFeedBatch', () => {
  it('moves the beating robot’s row in place and ends its alarm, leaving the other row alone', () => {
    const client = new QueryClient();
    const key = MONITORING_KEYS.of('enterprise', 'robots', {}, 0, 10);
    const page: Page<MonitoredRobot> = {
      content: [robot('a'), robot('b')],
      size: 10,
      number: 0,
      totalElements: 2,
    };
    client.setQueryData(key, page);
    applyFeedBatch(client, { beats: [beat], alarms: [ended], commands: [] });
    const [a, b] = client.getQueryData<Page<MonitoredRobot>>(key)?.content ?? [];
    expect(a).toMatchObject({
      state: 'ONLINE',
      battery: 42,
      charging: true,
      position: beat.position,
      currentPageName: '主页',
      openAlarms: [],
    });
    expect(b).toBe(page.content[1]);
  });

  it('appends the beat to the watched robot’s history', () => {
    const client = new QueryClient();
    const key = MONITORING_KEYS.of('enterprise', 'samples', 'a');
    client.setQueryData(key, []);
    applyFeedBatch(client, { beats: [beat], alarms: [], commands: [] });
    expect(client.getQueryData(key)).toEqual([
      { at: beat.lastSeenAt, battery: 42, mapId: 'm', x: 10, y: 20 },
    ]);
  });

  it('fetches a list again when a robot it has never heard of beats (activated after it loaded), at most every 10 s', () => {
    const client = new QueryClient();
    const key = MONITORING_KEYS.of('enterprise', 'robots', {}, 0, 10);
    const page: Page<MonitoredRobot> = { content: [robot('b')], size: 10, number: 0, totalElements: 1 };
    const invalidated = () =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    client.setQueryData(key, page, { updatedAt: Date.now() - 11_000 });
    applyFeedBatch(client, { beats: [beat], alarms: [], commands: [] });
    expect(invalidated()).toBe(true);
  });

  it('fetches a fresh list again 10 s after it loaded when an unknown robot beat meanwhile, though it beats no more', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const key = MONITORING_KEYS.of('enterprise', 'robots', { mapId: 'm' }, 0, 100);
      const page: Page<MonitoredRobot> = { content: [robot('b')], size: 100, number: 0, totalElements: 1 };
      const invalidated = () =>
        client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
      client.setQueryData(key, page);
      applyFeedBatch(client, { beats: [beat], alarms: [], commands: [] });
      applyFeedBatch(client, { beats: [beat], alarms: [], commands: [] });
      vi.advanceTimersByTime(9_000);
      expect(invalidated()).toBe(false);
      vi.advanceTimersByTime(1_100);
      expect(invalidated()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
