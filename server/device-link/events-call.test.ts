import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_LINK,
  type EventBatchAnswer,
  MAX_EVENTS_PER_BATCH,
  type RobotEvent,
} from '../../src/shared/api/device-link';
import { conversationTurns, visitorEvents } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const AT = '2026-06-01T08:00:00.000+08:00';
const turn = (id: string, question = '洗手间在哪里？'): RobotEvent => ({
  id,
  type: 'conversation',
  at: AT,
  question,
  answer: '一楼电梯右侧',
  matched: '洗手间位置',
  intent: null,
  unknown: false,
  score: 0.9,
  sessionId: null,
});
const visitor = (id: string): RobotEvent => ({
  id,
  type: 'visitor',
  at: AT,
  kind: 'GREETED',
  dwellSeconds: 30,
  faceGroup: null,
});

async function robot(projectId = t.projectA) {
  const slot = await t.slot(projectId);
  return { ...slot, token: await t.activate(slot.key, `SN-${slot.key.slice(-9)}`) };
}
const post = (token: string, events: unknown) =>
  t.call<EventBatchAnswer>(token, { method: 'POST', url: DEVICE_LINK.events, payload: { events } });
const turnsOf = (deviceId: string) =>
  t.db.select().from(conversationTurns).where(eq(conversationTurns.deviceId, deviceId));
const visitsOf = (deviceId: string) =>
  t.db.select().from(visitorEvents).where(eq(visitorEvents.deviceId, deviceId));

describe('POST /device/v1/events', () => {
  it('stores conversation turns and visitor events under the robot’s device and project', async () => {
    const { id, token } = await robot();
    const answer = await post(token, [
      turn('e1'),
      { ...turn('e2', '今天天气如何'), unknown: true, matched: null },
      visitor('e3'),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ stored: 3, duplicates: 0, refused: [] });
    const turns = await turnsOf(id);
    expect(turns.map((row) => [row.eventId, row.projectId, row.unknown])).toEqual(
      expect.arrayContaining([
        ['e1', t.projectA, false],
        ['e2', t.projectA, true],
      ]),
    );
    expect(turns[0].occurredAt.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(await visitsOf(id)).toMatchObject([{ eventId: 'e3', kind: 'GREETED', dwellSeconds: 30 }]);
  });

  it('keeps the intent a turn names (热门意图), and takes a turn of a robot that names none', async () => {
    const { id, token } = await robot();
    const answered = await post(token, [
      { ...turn('i1', '带我去展厅A'), matched: '导航：展厅A', intent: '导航' },
      { id: 'i2', type: 'conversation', at: AT, question: '几点闭馆', answer: '17:00', unknown: false },
      { ...turn('i3'), intent: '导'.repeat(101) },
    ]);
    expect(answered.body.data).toMatchObject({ stored: 2, refused: [{ index: 2, id: 'i3' }] });
    const turns = await turnsOf(id);
    expect(turns.map((row) => [row.eventId, row.intent]).sort()).toEqual([
      ['i1', '导航'],
      ['i2', null],
    ]);
  });

  it('stores a retried batch once, and a batch that overlaps an earlier one only for its new events', async () => {
    const { id, token } = await robot();
    const batch = [turn('r1'), turn('r2'), visitor('r3')];
    expect((await post(token, batch)).body.data).toEqual({ stored: 3, duplicates: 0, refused: [] });
    expect((await post(token, batch)).body.data).toEqual({ stored: 0, duplicates: 3, refused: [] });
    expect((await post(token, [...batch, turn('r4')])).body.data).toEqual({
      stored: 1,
      duplicates: 3,
      refused: [],
    });
    expect(await turnsOf(id)).toHaveLength(3);
    expect(await visitsOf(id)).toHaveLength(1);
  });

  it('stores an id repeated inside one batch once', async () => {
    const { id, token } = await robot();
    expect((await post(token, [turn('d1'), turn('d1')])).body.data).toEqual({
      stored: 1,
      duplicates: 1,
      refused: [],
    });
    expect(await turnsOf(id)).toHaveLength(1);
  });

  it('keeps robots apart: the same event id from two robots is two events', async () => {
    const first = await robot();
    const second = await robot(t.projectB);
    await post(first.token, [turn('same')]);
    expect((await post(second.token, [turn('same')])).body.data).toEqual({
      stored: 1,
      duplicates: 0,
      refused: [],
    });
    expect((await turnsOf(second.id))[0].projectId).toBe(t.projectB);
  });

  it('takes a full batch of the largest size', async () => {
    const { token } = await robot();
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, index) => turn(`full-${index}`));
    expect((await post(token, events)).body.data).toEqual({
      stored: MAX_EVENTS_PER_BATCH,
      duplicates: 0,
      refused: [],
    });
  });

  it.each([
    ['no events', []],
    ['too many events', Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, (_, index) => turn(`x-${index}`))],
    ['events that are not a list', { e1: turn('e1') }],
  ])('refuses %s with 400 and stores nothing', async (_what, events) => {
    const { id, token } = await robot();
    const answer = await post(token, events);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(-1);
    expect(await turnsOf(id)).toHaveLength(0);
  });

  it.each([
    ['an unknown type', { ...turn('u1'), type: 'checkin' }],
    ['an id with spaces', turn('a b')],
    ['an empty id', turn('')],
    ['a date that is not ISO 8601', { ...turn('t1'), at: 'yesterday' }],
    ['an empty question', turn('q1', '   ')],
    ['a question over 500 characters', turn('q2', '问'.repeat(501))],
    ['an unknown visitor kind', { ...visitor('v1'), kind: 'DANCED' }],
    ['a negative dwell', { ...visitor('v2'), dwellSeconds: -1 }],
  ])('refuses %s, names it, and stores nothing of it', async (_what, event) => {
    const { id, token } = await robot();
    const answer = await post(token, [event]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ stored: 0, duplicates: 0, refused: [{ index: 0 }] });
    expect(await turnsOf(id)).toHaveLength(0);
    expect(await visitsOf(id)).toHaveLength(0);
  });
});
