import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FACE_GROUP_API, type FaceGroupSummary } from '../../../src/shared/api/face-groups';
import { FACE_PERSON_API, type FacePerson } from '../../../src/shared/api/face-people';
import { HOT_WORD_API, type HotWordFile, type HotWordListSummary } from '../../../src/shared/api/hot-words';
import { MATERIAL_API } from '../../../src/shared/api/material';
import { PROJECT_API } from '../../../src/shared/api/projects';
import { hotWordFiles } from '../../db/schema';
import { sampleFacePhoto } from '../../faces/sample-faces';
import { uploadPhoto } from '../../faces/test-support/face-uploads';
import { storageKeyOfUrl } from '../../media/bind';
import { multipart } from '../../media/test-support/multipart';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

/** The photo goes through the face model (hundreds of milliseconds on a busy machine). */
const MODEL_TIMEOUT_MS = 120_000;

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const put = async <T>(url: string, payload: object) => {
  const answer = await app.call<T>(app.enterpriseA, { method: 'PUT', url, payload });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
};

/** A picture in the project's material library, by its content's storage key. */
async function libraryPicture(projectId: string, bytes: Uint8Array) {
  const url = await uploadPhoto(app, app.enterpriseA, bytes, '海报.jpg');
  await put(MATERIAL_API.bind, { resourceUrl: url, projectId });
  return storageKeyOfUrl(url) as string;
}

/** A face group person with one photo; answers the photo's storage key. */
async function personWithPhoto(projectId: string) {
  const group = await put<FaceGroupSummary>(FACE_GROUP_API.create, {
    projectId,
    name: '员工',
    purpose: 'STAFF',
    greeting: '',
  });
  const person = await put<FacePerson>(FACE_PERSON_API.create, { groupId: group.id, name: '张三' });
  const url = await uploadPhoto(app, app.enterpriseA, sampleFacePhoto('a'));
  await put(FACE_PERSON_API.photoAdd, { personId: person.id, resourceUrl: url });
  return storageKeyOfUrl(url) as string;
}

async function wordFile(projectId: string) {
  const list = await put<HotWordListSummary>(HOT_WORD_API.create, { projectId, name: '展区词' });
  const answer = await app.call<HotWordFile>(app.enterpriseA, {
    method: 'POST',
    url: `${HOT_WORD_API.upload}?listId=${list.id}`,
    ...multipart([
      { fileName: '展区.txt', bytes: new TextEncoder().encode('青铜器\n书画\n'), type: 'text/plain' },
    ]),
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  const [file] = await app.db
    .select({ key: hotWordFiles.storageKey })
    .from(hotWordFiles)
    .where(eq(hotWordFiles.id, answer.body.data.id));
  return file.key;
}

const stored = async (key: string) => (await app.storage.stat(key)) !== null;

// A deleted project's rows went with it, but its files stayed on disk: its people's face photos
// (biometric data) among them.
it(
  'deleting a project removes its face photos, library pictures and hot word files, but not a picture another project has too',
  async () => {
    const project = await createProject(app, app.enterpriseA, `带文件的项目${Math.random()}`);
    const neighbour = await createProject(app, app.enterpriseA, `邻居项目${Math.random()}`);
    const photo = await personWithPhoto(project.id);
    const poster = await libraryPicture(project.id, sampleFacePhoto('b'));
    const shared = await libraryPicture(project.id, sampleFacePhoto('c'));
    expect(await libraryPicture(neighbour.id, sampleFacePhoto('c'))).toBe(shared);
    const words = await wordFile(project.id);
    const keys = [photo, poster, shared, words];
    for (const key of keys) expect(await stored(key), key).toBe(true);

    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: PROJECT_API.remove,
      query: { id: project.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await stored(photo)).toBe(false);
    expect(await stored(poster)).toBe(false);
    expect(await stored(words)).toBe(false);
    expect(await stored(shared)).toBe(true);
  },
  MODEL_TIMEOUT_MS,
);
