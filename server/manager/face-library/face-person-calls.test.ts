import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_GROUP_API, type FaceGroupSummary, GREETING_NAME } from '../../../src/shared/api/face-groups';
import {
  FACE_PERSON_API,
  FACE_PERSON_MSG,
  type FacePerson,
  type FacePhoto,
} from '../../../src/shared/api/face-people';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { facePhotos, mediaBlobs, operationLog } from '../../db/schema';
import { sampleFacePhoto, twoFacesPhoto } from '../../faces/sample-faces';
import { facelessPhoto, uploadPhoto } from '../../faces/test-support/face-uploads';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

/** Each photo goes through the face model (hundreds of milliseconds on a busy machine). */
const MODEL_TIMEOUT_MS = 60_000;

let app: ManagerTestApp;
let projectId: string;
let groupId: string;
let viewer: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '人脸人员项目')).id;
  const group = await app.call<FaceGroupSummary>(app.enterpriseA, {
    method: 'PUT',
    url: FACE_GROUP_API.create,
    payload: { projectId, name: '员工', purpose: 'STAFF', greeting: `${GREETING_NAME}，早上好` },
  });
  groupId = group.body.data.id;
  viewer = await addMember(app, '13800009401', { name: '人脸只读', menuCodes: ['PROJECT', 'FACE_GROUP'] });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const createPerson = (payload: object, caller: Caller = app.enterpriseA) =>
  app.call<FacePerson>(caller, { method: 'PUT', url: FACE_PERSON_API.create, payload });
const addPhoto = (personId: string, resourceUrl: string, caller: Caller = app.enterpriseA) =>
  app.call<FacePhoto>(caller, {
    method: 'PUT',
    url: FACE_PERSON_API.photoAdd,
    payload: { personId, resourceUrl },
  });
const share = (id: string, to: Caller, level: 'VIEW' | 'EDIT', resourceType: string) =>
  app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType, resourceId: id, shares: [{ userId: to.userId, level }] },
  });
const people = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<FacePerson>>(caller, {
    method: 'GET',
    url: FACE_PERSON_API.page,
    query: { groupId, ...query },
  });

describe('people of a face group', () => {
  it(
    'adds a person with a photo: the face’s box is kept, and the person lists with it',
    async () => {
      const made = await createPerson({
        groupId,
        name: '张三',
        phone: '13800001111',
        staffNumber: 'A-007',
        greeting: '张经理好',
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      });
      expect(made.statusCode).toBe(200);
      expect(made.body.message).toBe(FACE_PERSON_MSG.created);
      expect(made.body.data).toMatchObject({ name: '张三', staffNumber: 'A-007', photos: [] });

      const url = await uploadPhoto(app, app.enterpriseA, sampleFacePhoto('a'));
      const photo = await addPhoto(made.body.data.id, url);
      expect(photo.statusCode).toBe(200);
      expect(photo.body.message).toBe(FACE_PERSON_MSG.photoAdded);
      const { box, width, height } = photo.body.data;
      expect(box.width).toBeGreaterThan(width / 4);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      const [stored] = await app.db.select().from(facePhotos).where(eq(facePhotos.id, photo.body.data.id));
      expect(stored.descriptor).toHaveLength(128);

      const listed = await people(app.enterpriseA, { name: '张' });
      expect(listed.body.data.content).toMatchObject([
        { name: '张三', photos: [{ id: photo.body.data.id, url }] },
      ]);
      // The upload is used up: the same address cannot be added twice.
      expect((await addPhoto(made.body.data.id, url)).statusCode).toBe(404);
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'refuses a photo with no face and one with two faces, with the reason, and keeps neither file',
    async () => {
      const person = (await createPerson({ groupId, name: '李四' })).body.data;
      const none = await addPhoto(person.id, await uploadPhoto(app, app.enterpriseA, facelessPhoto()));
      expect(none.statusCode).toBe(400);
      expect(none.body.message).toBe(FACE_PERSON_MSG.noFace);

      const twoUrl = await uploadPhoto(app, app.enterpriseA, twoFacesPhoto());
      const two = await addPhoto(person.id, twoUrl);
      expect(two.statusCode).toBe(400);
      expect(two.body.message).toBe(FACE_PERSON_MSG.manyFaces(2));
      const key = new URL(twoUrl, 'http://x').searchParams.get('path') as string;
      expect(await app.db.select().from(mediaBlobs).where(eq(mediaBlobs.storageKey, key))).toEqual([]);
      expect((await people(app.enterpriseA, { name: '李四' })).body.data.content[0].photos).toEqual([]);
    },
    MODEL_TIMEOUT_MS,
  );

  it('answers bad input with its message, never a 500', async () => {
    const cases: [object, number, string?][] = [
      [{ groupId }, 400, FACE_PERSON_MSG.nameRequired],
      [{ groupId, name: '   ' }, 400, FACE_PERSON_MSG.nameRequired],
      [{ groupId, name: '王五', phone: '12345' }, 400, FACE_PERSON_MSG.phoneInvalid],
      [
        { groupId, name: '王五', validFrom: '2026-05-01', validUntil: '2026-04-01' },
        400,
        FACE_PERSON_MSG.validRange,
      ],
      [{ groupId, name: '王五', validFrom: '2026-02-30x' }, 400, FACE_PERSON_MSG.dateInvalid],
      [{ groupId: 'not-a-uuid', name: '王五' }, 404],
      [{ groupId: '00000000-0000-0000-0000-000000000000', name: '王五' }, 404],
      [{ groupId, name: 42 }, 400],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await createPerson(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    const person = (await createPerson({ groupId, name: '赵六' })).body.data;
    expect((await addPhoto(person.id, 'https://example.com/a.jpg')).statusCode).toBe(404);
    expect((await addPhoto(person.id, '/manager/v1/homepage/file?path=../../etc/passwd')).statusCode).toBe(
      404,
    );
    expect((await addPhoto('nope', '/x')).statusCode).toBe(404);
    const removeJunk = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: FACE_PERSON_API.photoRemove,
      query: { id: 'x' },
    });
    expect(removeJunk.statusCode).toBe(404);
    expect((await people(app.enterpriseA, { pageSize: 'lots' })).statusCode).toBe(400);
  });

  it(
    'follows the group’s flags: VIEW reads its people but changes none; another tenant sees no group',
    async () => {
      const person = (await createPerson({ groupId, name: '孙七' })).body.data;
      await share(projectId, viewer, 'EDIT', 'PROJECT');
      expect((await people(viewer)).statusCode).toBe(404);
      await share(groupId, viewer, 'VIEW', 'FACE_GROUP');
      expect((await people(viewer)).statusCode).toBe(200);
      expect((await createPerson({ groupId, name: '闯入者' }, viewer)).statusCode).toBe(403);
      const viewersUpload = await uploadPhoto(app, viewer, sampleFacePhoto('b'));
      expect((await addPhoto(person.id, viewersUpload, viewer)).statusCode).toBe(403);
      for (const outsider of [app.enterpriseC, app.personB]) {
        expect((await people(outsider)).statusCode).toBe(404);
        expect((await createPerson({ groupId, name: '闯入者' }, outsider)).statusCode).toBe(404);
        const edit = await app.call(outsider, {
          method: 'POST',
          url: FACE_PERSON_API.edit,
          payload: { id: person.id, name: '改名' },
        });
        expect(edit.statusCode).toBe(404);
        const url = await uploadPhoto(app, outsider, sampleFacePhoto('b'));
        expect((await addPhoto(person.id, url, outsider)).statusCode).toBe(404);
        const remove = await app.call(outsider, {
          method: 'DELETE',
          url: FACE_PERSON_API.remove,
          query: { id: person.id },
        });
        expect(remove.statusCode).toBe(404);
      }
      // Nor may anyone add a photo someone else uploaded.
      const othersUpload = await uploadPhoto(app, app.enterpriseC, sampleFacePhoto('c'));
      expect((await addPhoto(person.id, othersUpload)).statusCode).toBe(404);
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'edits a person, removes a photo and the person, logging each change',
    async () => {
      const person = (await createPerson({ groupId, name: '周八' })).body.data;
      const photo = (await addPhoto(person.id, await uploadPhoto(app, app.enterpriseA, sampleFacePhoto('d'))))
        .body.data;
      const edited = await app.call<FacePerson>(app.enterpriseA, {
        method: 'POST',
        url: FACE_PERSON_API.edit,
        payload: { id: person.id, name: '周八', greeting: '周老师好', validUntil: '2027-01-01' },
      });
      expect(edited.body.data).toMatchObject({
        greeting: '周老师好',
        validUntil: '2027-01-01',
        photos: [{ id: photo.id }],
      });
      const removedPhoto = await app.call(app.enterpriseA, {
        method: 'DELETE',
        url: FACE_PERSON_API.photoRemove,
        query: { id: photo.id },
      });
      expect(removedPhoto.body.message).toBe(FACE_PERSON_MSG.photoRemoved);
      const removed = await app.call(app.enterpriseA, {
        method: 'DELETE',
        url: FACE_PERSON_API.remove,
        query: { id: person.id },
      });
      expect(removed.body.message).toBe(FACE_PERSON_MSG.removed);
      expect((await people(app.enterpriseA, { name: '周八' })).body.data.totalElements).toBe(0);
      const log = await app.db
        .select({ action: operationLog.action, detail: operationLog.detail })
        .from(operationLog);
      const actions = log.map((row) => row.action);
      // The edit's entry says what changed, before and after, and only that.
      expect(log.find((row) => row.action === 'faceGroup.person.edit')?.detail).toMatchObject({
        before: { greeting: '', validUntil: null },
        after: { greeting: '周老师好', validUntil: '2027-01-01' },
      });
      expect(actions).toEqual(
        expect.arrayContaining([
          'faceGroup.person.create',
          'faceGroup.person.edit',
          'faceGroup.photo.add',
          'faceGroup.photo.delete',
          'faceGroup.person.delete',
        ]),
      );
    },
    MODEL_TIMEOUT_MS,
  );
});
