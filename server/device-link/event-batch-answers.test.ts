import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK, type EventBatchAnswer, type RobotEvent } from '../../src/shared/api/device-link';
import { conversationTurns } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const turn = (id: string, fields: Partial<Record<keyof RobotEvent | 'question', unknown>> = {}) => ({
  id,
  type: 'conversation',
  at: '2026-06-01T08:00:00.000+08:00',
  question: '洗手间在哪里？',
  answer: '一楼电梯右侧',
  matched: null,
  unknown: false,
  sessionId: null,
  ...fields,
});

async function robot() {
  const slot = await t.slot(t.projectA);
  return { ...slot, token: await t.activate(slot.key, `SN-${slot.key.slice(-9)}`) };
}
const post = (token: string, payload: unknown) =>
  t.call<EventBatchAnswer>(token, {
    method: 'POST',
    url: DEVICE_LINK.events,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const storedIds = async (deviceId: string) =>
  (await t.db.select().from(conversationTurns).where(eq(conversationTurns.deviceId, deviceId)))
    .map((row) => row.eventId)
    .sort();

describe('a batch of events with some a robot should not have sent', () => {
  it('stores the valid ones and names each refused one by index, id and reason', async () => {
    const { id, token } = await robot();
    const answer = await post(token, {
      events: [
        turn('ok-1'),
        turn('bad-year', { at: '0000-01-01T00:00:00Z' }),
        turn('ok-2'),
        turn('far-future', { at: '9999-12-31T23:59:59-23:59' }),
        { type: 'conversation' },
        turn('blank', { question: '   ' }),
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ stored: 2, duplicates: 0 });
    expect(answer.body.data.refused.map(({ index, id }) => [index, id])).toEqual([
      [1, 'bad-year'],
      [3, 'far-future'],
      [4, null],
      [5, 'blank'],
    ]);
    for (const refusal of answer.body.data.refused) expect(refusal.reason).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.body.data.refused[0].reason).toContain('2000');
    expect(await storedIds(id)).toEqual(['ok-1', 'ok-2']);
  });

  it('refuses only the batch itself with 400: not a list, empty, or over the limit', async () => {
    const { token } = await robot();
    for (const payload of [{ events: {} }, { events: [] }, { nothing: true }]) {
      const answer = await post(token, payload);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('takes an event with an extra __proto__ property like any extra property: ignored', async () => {
    const { id, token } = await robot();
    const answer = await post(
      token,
      `{"events":[${JSON.stringify(turn('proto')).slice(0, -1)},"__proto__":{"x":1}}]}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ stored: 1, duplicates: 0, refused: [] });
    expect(await storedIds(id)).toEqual(['proto']);
  });
});
