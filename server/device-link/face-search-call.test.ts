import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import { FACE_MATCH_DISTANCE, type FaceSearchAnswer } from '../../src/shared/api/face-search';
import { faceGroups, facePeople, visitorEvents } from '../db/schema';
import { enrolPhoto } from '../faces/enrol-photo';
import { sampleFacePhoto } from '../faces/sample-faces';
import { facelessPhoto } from '../faces/test-support/face-uploads';
import { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

/** Each search runs the face model (hundreds of milliseconds on a busy machine). */
const MODEL_TIMEOUT_MS = 60_000;

const clock = new ManualClock();
let t: DeviceLinkTestApp;
let robotA: string;
let robotB: string;
let personId: string;
let staffGroup: string;

async function robot(projectId: string): Promise<string> {
  const slot = await t.slot(projectId);
  return t.activate(slot.key, `SN-${slot.key.slice(-9)}`);
}

const search = (token: string | null, image: unknown) =>
  t.call<FaceSearchAnswer>(token, {
    method: 'POST',
    url: DEVICE_LINK.faceSearch,
    payload: { image } as object,
  });
const base64 = (bytes: Buffer) => bytes.toString('base64');

beforeAll(async () => {
  t = await createDeviceLinkTestApp({ clock });
  const [group] = await t.db
    .select({ id: faceGroups.id })
    .from(faceGroups)
    .where(and(eq(faceGroups.projectId, t.projectA), eq(faceGroups.name, '展厅员工')));
  staffGroup = group.id;
  const [person] = await t.db
    .insert(facePeople)
    .values({ groupId: staffGroup, projectId: t.projectA, name: '王晓明' })
    .returning({ id: facePeople.id });
  personId = person.id;
  await enrolPhoto(t.db, personId, sampleFacePhoto('a'), t.clock.now());
  robotA = await robot(t.projectA);
  robotB = await robot(t.projectB);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /device/v1/faces/search', () => {
  it(
    'recognises a known person from another photo of them, with the distance and the greeting',
    async () => {
      const answer = await search(robotA, `data:image/jpeg;base64,${base64(sampleFacePhoto('a', 'second'))}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toMatchObject({
        outcome: 'PERSON',
        person: { id: personId, name: '王晓明', groupName: '展厅员工', purpose: 'STAFF' },
        threshold: FACE_MATCH_DISTANCE,
      });
      expect(answer.body.data.person?.greeting).toBe('王晓明，早上好，今天也辛苦啦');
      expect(answer.body.data.distance).toBeLessThanOrEqual(FACE_MATCH_DISTANCE);
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'answers stranger for another face, and no face for a picture without one',
    async () => {
      const stranger = await search(robotA, base64(sampleFacePhoto('e', 'second')));
      expect(stranger.body.data).toMatchObject({ outcome: 'STRANGER', person: null });
      expect(stranger.body.data.distance).toBeGreaterThan(FACE_MATCH_DISTANCE);
      expect(stranger.body.data.box?.width).toBeGreaterThan(0);
      const nobody = await search(robotA, base64(facelessPhoto()));
      expect(nobody.body.data).toMatchObject({ outcome: 'NO_FACE', person: null, distance: null, box: null });
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'searches only the robot’s own project, and only enabled groups',
    async () => {
      const snapshot = base64(sampleFacePhoto('a', 'second'));
      const elsewhere = await search(robotB, snapshot);
      expect(elsewhere.body.data).toMatchObject({ outcome: 'STRANGER', person: null, distance: null });
      await t.db.update(faceGroups).set({ enabled: false }).where(eq(faceGroups.id, staffGroup));
      // The face index reads a project's faces again after a few seconds.
      clock.advance(10_000);
      try {
        const disabled = await search(robotA, snapshot);
        expect(disabled.body.data.outcome).toBe('STRANGER');
      } finally {
        await t.db.update(faceGroups).set({ enabled: true }).where(eq(faceGroups.id, staffGroup));
      }
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'refuses bad input with a message, never a 500, and a call without a device token',
    async () => {
      for (const image of [undefined, '', 42, '这不是base64', 'data:image/gif;base64,R0lGODlh']) {
        const answer = await search(robotA, image);
        expect(answer.statusCode, String(image)).toBe(400);
        expect(answer.body.message).toBeTruthy();
      }
      const noise = await search(robotA, base64(Buffer.from('not a picture at all, only words')));
      expect(noise.statusCode).toBe(400);
      expect(noise.body.message).toBe('抓拍照片无法解析，请发送 JPEG 或 PNG');
      expect((await search(null, base64(facelessPhoto()))).statusCode).toBe(401);
    },
    MODEL_TIMEOUT_MS,
  );

  it('stores a recognition as a visitor event with the person; a person of another project is stored as a stranger', async () => {
    const thumbnail = `data:image/jpeg;base64,${base64(facelessPhoto()).slice(0, 200)}`;
    const post = (token: string, id: string, person: string) =>
      t.call(token, {
        method: 'POST',
        url: DEVICE_LINK.events,
        payload: {
          events: [
            {
              id,
              type: 'visitor',
              at: '2026-06-01T09:00:00+08:00',
              kind: 'RECOGNISED',
              faceGroup: '展厅员工',
              personId: person,
              thumbnail,
            },
          ],
        },
      });
    expect((await post(robotA, 'face-1', personId)).statusCode).toBe(200);
    expect((await post(robotB, 'face-2', personId)).statusCode).toBe(200);
    const rows = await t.db
      .select({
        eventId: visitorEvents.eventId,
        personId: visitorEvents.personId,
        thumbnail: visitorEvents.thumbnail,
      })
      .from(visitorEvents)
      .where(eq(visitorEvents.kind, 'RECOGNISED'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { eventId: 'face-1', personId, thumbnail },
        { eventId: 'face-2', personId: null, thumbnail },
      ]),
    );
    const refused = await post(robotA, 'face-3', 'not-a-uuid');
    expect(refused.statusCode).toBe(200);
    expect((refused.body.data as { refused: unknown[] }).refused).toHaveLength(1);
  });
});
