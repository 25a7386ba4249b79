import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_GROUP_API, type FaceGroupSummary } from '../../../src/shared/api/face-groups';
import { FACE_PERSON_API, type FacePerson, type FacePhoto } from '../../../src/shared/api/face-people';
import { facePhotos, mediaBlobs } from '../../db/schema';
import { type SampleFaceName, type SampleShot, sampleFacePhoto } from '../../faces/sample-faces';
import { uploadPhoto } from '../../faces/test-support/face-uploads';
import { storageKeyOfUrl } from '../../media/bind';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

/** Each photo goes through the face model (hundreds of milliseconds on a busy machine). */
const MODEL_TIMEOUT_MS = 120_000;

let app: ManagerTestApp;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '人脸照片文件项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

async function createGroup(name: string) {
  const answer = await app.call<FaceGroupSummary>(app.enterpriseA, {
    method: 'PUT',
    url: FACE_GROUP_API.create,
    payload: { projectId, name, purpose: 'STAFF', greeting: '' },
  });
  return answer.body.data.id;
}

async function createPerson(groupId: string, name: string) {
  const answer = await app.call<FacePerson>(app.enterpriseA, {
    method: 'PUT',
    url: FACE_PERSON_API.create,
    payload: { groupId, name },
  });
  return answer.body.data.id;
}

/** Adds a photo of the sample face to the person; answers the photo's id and its storage key. */
async function addPhoto(personId: string, face: SampleFaceName, shot: SampleShot = 'first') {
  const url = await uploadPhoto(app, app.enterpriseA, sampleFacePhoto(face, shot));
  const answer = await app.call<FacePhoto>(app.enterpriseA, {
    method: 'PUT',
    url: FACE_PERSON_API.photoAdd,
    payload: { personId, resourceUrl: url },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return { id: answer.body.data.id, key: storageKeyOfUrl(url) as string };
}

const remove = (url: string, id: string) =>
  app.call(app.enterpriseA, { method: 'DELETE', url, query: { id } });
const deleteGroup = (id: string) => remove(FACE_GROUP_API.remove, id);
const deletePerson = (id: string) => remove(FACE_PERSON_API.remove, id);
const deletePhoto = (id: string) => remove(FACE_PERSON_API.photoRemove, id);

/** Whether the photo's file is still in the storage and still served (its content row). */
async function kept(key: string) {
  const [blob] = await app.db.select().from(mediaBlobs).where(eq(mediaBlobs.storageKey, key));
  return { stored: (await app.storage.stat(key)) !== null, served: blob !== undefined };
}
const KEPT = { stored: true, served: true };
const GONE = { stored: false, served: false };

const photoCount = async (id: string) => app.db.$count(facePhotos, eq(facePhotos.id, id));

describe('face photos’ files go with what held them', () => {
  it(
    'deleting a photo, a person or a group removes the files nothing else uses',
    async () => {
      const groupId = await createGroup('照片随组删除');
      const first = await createPerson(groupId, '甲');
      const second = await createPerson(groupId, '乙');
      const lone = await addPhoto(first, 'a');
      const ofFirst = await addPhoto(first, 'a', 'second');
      const ofSecond = [await addPhoto(second, 'b'), await addPhoto(second, 'b', 'second')];

      expect((await deletePhoto(lone.id)).statusCode).toBe(200);
      expect(await kept(lone.key)).toEqual(GONE);
      expect(await kept(ofFirst.key)).toEqual(KEPT);

      expect((await deletePerson(first)).statusCode).toBe(200);
      expect(await kept(ofFirst.key)).toEqual(GONE);

      expect((await deleteGroup(groupId)).statusCode).toBe(200);
      for (const photo of ofSecond) {
        expect(await photoCount(photo.id)).toBe(0);
        expect(await kept(photo.key)).toEqual(GONE);
      }
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'keeps a file another group’s person still has',
    async () => {
      const leaving = await createGroup('将删除的组');
      const staying = await createGroup('留下的组');
      const shared = await addPhoto(await createPerson(leaving, '丙'), 'c');
      const colleagues = await addPhoto(await createPerson(staying, '丙的同事'), 'c');
      expect(colleagues.key).toBe(shared.key);

      expect((await deleteGroup(leaving)).statusCode).toBe(200);
      expect(await kept(shared.key)).toEqual(KEPT);
      expect(await photoCount(colleagues.id)).toBe(1);
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'a delete that fails part-way loses nothing: the photos, their rows and their files stay',
    async () => {
      const groupId = await createGroup('删除失败的组');
      const person = await createPerson(groupId, '丁');
      const photo = await addPhoto(person, 'd');
      // The last write of every delete (its operation log entry) fails, after the photos' rows went.
      await app.db.execute(sql`
        create function refuse_face_delete_log() returns trigger language plpgsql as $$
        begin raise exception 'log unavailable'; end $$`);
      await app.db.execute(sql`
        create trigger refuse_face_delete_log before insert on operation_log for each row
          when (new.action like 'faceGroup.%delete') execute function refuse_face_delete_log()`);
      try {
        for (const failing of [
          () => deletePhoto(photo.id),
          () => deletePerson(person),
          () => deleteGroup(groupId),
        ]) {
          expect((await failing()).statusCode).not.toBe(200);
          expect(await photoCount(photo.id)).toBe(1);
          expect(await kept(photo.key)).toEqual(KEPT);
        }
      } finally {
        await app.db.execute(sql`drop trigger refuse_face_delete_log on operation_log`);
        await app.db.execute(sql`drop function refuse_face_delete_log()`);
      }
      expect((await deleteGroup(groupId)).statusCode).toBe(200);
      expect(await kept(photo.key)).toEqual(GONE);
    },
    MODEL_TIMEOUT_MS,
  );
});
