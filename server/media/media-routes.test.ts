import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_API, type MaterialPage, type UploadAnswer } from '../../src/shared/api/material';
import { FORGERIES, SAMPLE_HEADS } from '../../src/shared/media/test-support/sample-files';
import { MSG } from '../../src/shared/messages';
import { accountImages, homepages, operationLog, projects, users } from '../db/schema';
import { mediaBlobs, mediaFiles } from '../db/schema/media';
import { startingDocument } from '../manager/homepage/starting-document';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, signIn } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';
import { multipart } from './test-support/multipart';

let t: TestApp;
/** The enterprise administrator in the enterprise scope, in the personal scope, and a person. */
let admin: Record<string, string>;
let adminAlone: Record<string, string>;
let person: Record<string, string>;
let enterpriseProject: string;
let personalProject: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminToken = await signIn(t, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
  admin = bearer(adminToken, true);
  adminAlone = bearer(adminToken, false);
  person = bearer(await signIn(t, DEMO_ACCOUNTS.personal.account, DEMO_PASSWORD), false);
  const byName = async (name: string) =>
    (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name)))[0].id;
  enterpriseProject = await byName('展厅导览机器人');
  personalProject = await byName('我的迎宾机器人');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

/** A real PNG (or other format) made unique by bytes after its end. */
const unique = (head: Uint8Array, tag: string) => Buffer.concat([Buffer.from(head), Buffer.from(`\n${tag}`)]);
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const upload = (
  headers: Record<string, string>,
  fileName: string,
  bytes: Uint8Array,
  query?: Record<string, string>,
) => {
  const body = multipart([{ fileName, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: MATERIAL_API.upload,
    query,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const bind = (headers: Record<string, string>, resourceUrl: string, projectId: string) =>
  t.app.inject({ method: 'PUT', url: MATERIAL_API.bind, headers, payload: { resourceUrl, projectId } });
const page = (headers: Record<string, string>, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: MATERIAL_API.page,
    headers,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
const remove = (headers: Record<string, string>, body?: object, query?: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: MATERIAL_API.remove, headers, payload: body, query });
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Uploads and binds a file to a project; returns the upload answer and the library file's id. */
async function addToLibrary(
  headers: Record<string, string>,
  projectId: string,
  fileName: string,
  bytes: Uint8Array,
) {
  const uploaded = envelopeOf<UploadAnswer>(
    await upload(headers, fileName, bytes, { projectId, md5: md5(bytes) }),
  ).data;
  const bound = envelopeOf<{ id: string }>(await bind(headers, uploaded.url, projectId)).data;
  return { ...uploaded, fileId: bound.id };
}

const refusal = (response: { statusCode: number; json(): unknown }, statusCode: number, message: string) => {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ status: -1, message, data: null });
};

const tableCount = async (table: typeof mediaBlobs | typeof mediaFiles) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

describe('upload and bind', () => {
  it('stores a picture under its SHA-256, answers its id and address, and binds it to the project', async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'first');
    const response = await upload(admin, '展厅 横幅.png', bytes, {
      projectId: enterpriseProject,
      md5: md5(bytes),
    });
    expect(response.statusCode).toBe(200);
    const answer = envelopeOf<UploadAnswer>(response);
    expect(answer).toMatchObject({ status: 0, message: '上传成功' });
    expect(answer.data.url).toBe(`/manager/v1/homepage/file?path=${sha256(bytes)}.png`);

    const bound = await bind(admin, answer.data.url, enterpriseProject);
    expect(envelopeOf(bound)).toMatchObject({ status: 0, data: { id: expect.any(String) } });

    const mine = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, resourceType: 'image' }),
    );
    expect(mine.data.content).toEqual([
      {
        id: envelopeOf<{ id: string }>(bound).data.id,
        resourceUrl: answer.data.url,
        resourceName: '展厅 横幅.png',
        resourceType: 'image',
        resourceCategory: null,
        own: true,
        md5: md5(bytes),
        size: bytes.length,
      },
    ]);
    const log = await t.db.select({ action: operationLog.action }).from(operationLog);
    expect(log.map((row) => row.action)).toEqual(
      expect.arrayContaining(['material.upload', 'material.bind']),
    );
  });

  it('lists videos under my videos, not my pictures', async () => {
    const bytes = unique(SAMPLE_HEADS.mp4, 'clip');
    const { fileId } = await addToLibrary(admin, enterpriseProject, '宣传片.mp4', bytes);
    const videos = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, resourceType: 'video' }),
    );
    expect(videos.data.content.map((record) => [record.id, record.resourceType])).toEqual([
      [fileId, 'video'],
    ]);
    const pictures = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, resourceType: 'image' }),
    );
    expect(pictures.data.content.map((record) => record.id)).not.toContain(fileId);
  });

  it('stores a content once, whoever uploads it', async () => {
    const bytes = unique(SAMPLE_HEADS.jpeg, 'shared');
    const before = await tableCount(mediaBlobs);
    await addToLibrary(admin, enterpriseProject, 'a.jpg', bytes);
    await addToLibrary(person, personalProject, 'b.jpg', bytes);
    expect(await tableCount(mediaBlobs)).toBe(before + 1);
    expect(await t.storage.get(`${sha256(bytes)}.jpg`)).toEqual(bytes);
  });

  it('refuses a file the project already holds with 文件已存在, by MD5 before reading it or by content after', async () => {
    const bytes = unique(SAMPLE_HEADS.gif, 'twice');
    const { url } = await addToLibrary(admin, enterpriseProject, 'loop.gif', bytes);
    const files = await tableCount(mediaFiles);
    refusal(
      await upload(admin, 'again.gif', bytes, { projectId: enterpriseProject, md5: md5(bytes) }),
      409,
      '文件已存在',
    );
    refusal(await upload(admin, 'again.gif', bytes, { projectId: enterpriseProject }), 409, '文件已存在');
    refusal(await bind(admin, url, enterpriseProject), 409, '文件已存在');
    expect(await tableCount(mediaFiles)).toBe(files);
  });
});

describe('files the server refuses', () => {
  it.each([
    ['an executable renamed .png', 'setup.png', FORGERIES.exe],
    ['an SVG named .jpg', 'logo.jpg', FORGERIES.svg],
    ['an HTML page named .gif', 'page.gif', FORGERIES.html],
    ['an SVG under its own name', 'logo.svg', FORGERIES.svg],
    ['a picture with a video extension', 'photo.mp4', SAMPLE_HEADS.png],
    ['an empty file', 'empty.png', new Uint8Array()],
  ])('refuses %s with 文件类型错误 and stores nothing', async (_case, fileName, bytes) => {
    const blobs = await tableCount(mediaBlobs);
    refusal(await upload(admin, fileName, bytes, { projectId: enterpriseProject }), 400, MSG.fileTypeWrong);
    expect(await tableCount(mediaBlobs)).toBe(blobs);
  });

  it('refuses a picture over the server ceiling with 文件大小超出限制 and stores nothing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set(SAMPLE_HEADS.png);
    const blobs = await tableCount(mediaBlobs);
    refusal(await upload(admin, 'huge.png', big, { projectId: enterpriseProject }), 413, MSG.fileTooLarge);
    expect(await tableCount(mediaBlobs)).toBe(blobs);
  });

  it('asks for a file when none is sent', async () => {
    refusal(
      await t.app.inject({
        method: 'POST',
        url: MATERIAL_API.upload,
        headers: admin,
        payload: { file: 'x' },
      }),
      400,
      MSG.uploadFileMissing,
    );
    const wrongField = multipart([{ field: 'picture', fileName: 'a.png', bytes: SAMPLE_HEADS.png }]);
    refusal(
      await t.app.inject({
        method: 'POST',
        url: MATERIAL_API.upload,
        headers: { ...admin, ...wrongField.headers },
        payload: wrongField.payload,
      }),
      400,
      MSG.uploadFileMissing,
    );
  });

  it('refuses a malformed md5', async () => {
    refusal(await upload(admin, 'a.png', SAMPLE_HEADS.png, { md5: 'not-an-md5' }), 400, MSG.badRequest);
  });
});

describe('projects of other scopes', () => {
  const missing = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['a project id that is not an id', 'project-1'],
    ['a project that does not exist', missing],
  ])('answers %s as missing on every call', async (_case, projectId) => {
    refusal(await page(admin, { projectId, resourceType: 'image' }), 404, MSG.projectNotFound);
    refusal(
      await upload(admin, 'a.png', unique(SAMPLE_HEADS.png, projectId), { projectId }),
      404,
      MSG.projectNotFound,
    );
    refusal(await bind(admin, '/manager/v1/homepage/file?path=x', projectId), 404, MSG.projectNotFound);
  });

  it("answers someone else's project exactly like a missing one, and touches nothing of it", async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'intruder');
    const { url } = envelopeOf<UploadAnswer>(await upload(person, 'mine.png', bytes)).data;
    const files = await tableCount(mediaFiles);
    refusal(
      await page(person, { projectId: enterpriseProject, resourceType: 'image' }),
      404,
      MSG.projectNotFound,
    );
    refusal(await upload(person, 'x.png', bytes, { projectId: enterpriseProject }), 404, MSG.projectNotFound);
    refusal(await bind(person, url, enterpriseProject), 404, MSG.projectNotFound);
    refusal(
      await page(admin, { projectId: personalProject, resourceType: 'image' }),
      404,
      MSG.projectNotFound,
    );
    // The enterprise's project is not the administrator's own, outside the enterprise scope.
    refusal(
      await page(adminAlone, { projectId: enterpriseProject, resourceType: 'image' }),
      404,
      MSG.projectNotFound,
    );
    expect(await tableCount(mediaFiles)).toBe(files);
  });

  it('binds only files the caller uploaded', async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'person-only');
    const { url } = envelopeOf<UploadAnswer>(await upload(person, 'p.png', bytes)).data;
    refusal(await bind(admin, url, enterpriseProject), 404, MSG.mediaFileMissing);
    refusal(
      await bind(admin, '/manager/v1/homepage/file?path=../../etc/passwd', enterpriseProject),
      404,
      MSG.mediaFileMissing,
    );
    refusal(
      await bind(admin, 'https://elsewhere.example.com/a.png', enterpriseProject),
      404,
      MSG.mediaFileMissing,
    );
  });
});

describe('delete', () => {
  it('deletes a file of the project with 删除成功, the id as body and query', async () => {
    const { fileId } = await addToLibrary(
      admin,
      enterpriseProject,
      'old.png',
      unique(SAMPLE_HEADS.png, 'old'),
    );
    const response = await remove(admin, { id: fileId }, { id: fileId });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ status: 0, message: '删除成功', data: null });
    const mine = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, resourceType: 'image' }),
    );
    expect(mine.data.content.map((record) => record.id)).not.toContain(fileId);
  });

  it("refuses someone else's id, a stock record, an unknown id and ids that disagree, deleting nothing", async () => {
    const { fileId } = await addToLibrary(
      admin,
      enterpriseProject,
      'keep.png',
      unique(SAMPLE_HEADS.png, 'keep'),
    );
    const files = await tableCount(mediaFiles);
    refusal(await remove(person, { id: fileId }, { id: fileId }), 404, MSG.mediaFileMissing);
    refusal(await remove(adminAlone, { id: fileId }), 404, MSG.mediaFileMissing);
    refusal(await remove(admin, { id: 'icon-home' }), 404, MSG.mediaFileMissing);
    refusal(
      await remove(admin, undefined, { id: '00000000-0000-4000-8000-000000000000' }),
      404,
      MSG.mediaFileMissing,
    );
    refusal(await remove(admin, { id: fileId }, { id: 'other' }), 400, MSG.badRequest);
    refusal(await remove(admin), 400, MSG.badRequest);
    expect(await tableCount(mediaFiles)).toBe(files);
  });
});

describe('stored bytes after a delete', () => {
  const storageKey = (bytes: Uint8Array, extension: string) => `${sha256(bytes)}${extension}`;
  const blobRows = async (bytes: Uint8Array) =>
    (
      await t.db
        .select({ n: count() })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.sha256, sha256(bytes)))
    )[0].n;

  it('removes the bytes with the last library file that holds them: the address answers 404', async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'only-once');
    const { url, fileId } = await addToLibrary(admin, enterpriseProject, 'once.png', bytes);
    expect((await fetchFile(url)).statusCode).toBe(200);

    expect(envelopeOf(await remove(admin, { id: fileId }, { id: fileId })).message).toBe('删除成功');
    expect(await t.storage.stat(storageKey(bytes, '.png'))).toBeNull();
    expect(await blobRows(bytes)).toBe(0);
    refusal(await fetchFile(url), 404, MSG.mediaFileMissing);
  });

  it('keeps the bytes while another project holds the same content, and removes them with the last', async () => {
    const bytes = unique(SAMPLE_HEADS.jpeg, 'two-projects');
    const first = await addToLibrary(admin, enterpriseProject, 'a.jpg', bytes);
    const second = await addToLibrary(person, personalProject, 'b.jpg', bytes);
    expect(second.url).toBe(first.url);

    await remove(admin, { id: first.fileId }, { id: first.fileId });
    expect(await t.storage.get(storageKey(bytes, '.jpg'))).toEqual(bytes);
    expect((await fetchFile(first.url)).statusCode).toBe(200);

    await remove(person, { id: second.fileId }, { id: second.fileId });
    expect(await t.storage.stat(storageKey(bytes, '.jpg'))).toBeNull();
  });

  it('keeps the bytes of an upload still waiting to be bound, which then binds and shows', async () => {
    const bytes = unique(SAMPLE_HEADS.gif, 'pending');
    const held = await addToLibrary(admin, enterpriseProject, 'held.gif', bytes);
    const pending = envelopeOf<UploadAnswer>(
      await upload(person, 'waiting.gif', bytes, { projectId: personalProject, md5: md5(bytes) }),
    ).data;

    await remove(admin, { id: held.fileId }, { id: held.fileId });
    expect(envelopeOf(await bind(person, pending.url, personalProject)).status).toBe(0);
    expect((await fetchFile(pending.url)).rawPayload).toEqual(bytes);
  });

  it('keeps the bytes a screen of any project still shows', async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'on-screen');
    const { url, fileId } = await addToLibrary(admin, enterpriseProject, 'logo.png', bytes);
    const document = startingDocument({ width: 1920, height: 1080 }, undefined);
    const now = new Date();
    await t.db.insert(homepages).values({
      projectId: personalProject,
      name: '迎宾屏',
      screenWidth: 1920,
      screenHeight: 1080,
      document: { ...document, global: { ...document.global, logoUrl: url } },
      createdAt: now,
      updatedAt: now,
    });

    await remove(admin, { id: fileId }, { id: fileId });
    expect((await fetchFile(url)).rawPayload).toEqual(bytes);
  });

  it("keeps bytes an account's picture shares, while the library's own record of them goes", async () => {
    const bytes = unique(SAMPLE_HEADS.png, 'avatar-too');
    const { fileId } = await addToLibrary(admin, enterpriseProject, 'me.png', bytes);
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, DEMO_ACCOUNTS.personal.account));
    await t.db.insert(accountImages).values({
      ownerId: owner.id,
      kind: 'avatar',
      storageKey: storageKey(bytes, '.png'),
      contentType: 'image/png',
    });

    await remove(admin, { id: fileId }, { id: fileId });
    expect(await blobRows(bytes)).toBe(0);
    expect(await t.storage.get(storageKey(bytes, '.png'))).toEqual(bytes);
  });

  it('stores the content again when it is uploaded after its bytes went', async () => {
    const bytes = unique(SAMPLE_HEADS.mp4, 'comeback');
    const gone = await addToLibrary(admin, enterpriseProject, 'clip.mp4', bytes);
    await remove(admin, { id: gone.fileId }, { id: gone.fileId });

    const back = await addToLibrary(admin, enterpriseProject, 'clip.mp4', bytes);
    expect(back.url).toBe(gone.url);
    expect((await fetchFile(back.url)).rawPayload).toEqual(bytes);
  });
});

describe('page', () => {
  it('lists a stock library by category, searchable by name and keywords', async () => {
    const icons = envelopeOf<MaterialPage>(await page(admin, { resourceCategory: 1, pageSize: 120 })).data;
    expect(icons.totalElements).toBeGreaterThanOrEqual(40);
    expect(icons.content.every((record) => record.resourceCategory === 1 && !record.own)).toBe(true);
    expect(icons.content[0].resourceUrl).toMatch(/^\/stock\/icons\/.+\.svg$/);

    const backgrounds = envelopeOf<MaterialPage>(await page(admin, { resourceName: '背景' })).data;
    expect(backgrounds.totalElements).toBeGreaterThanOrEqual(20);
    expect(backgrounds.content.every((record) => record.resourceCategory === 3)).toBe(true);
    expect(envelopeOf<MaterialPage>(await page(admin, { resourceName: '%' })).data.totalElements).toBe(0);
  });

  it("shows the picture library as the project's own pictures, then every stock library, across pages", async () => {
    const all = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, pageSize: 120 }),
    ).data;
    const own = all.content.filter((record) => record.own);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((record) => record.resourceType === 'image')).toBe(true);
    expect(all.content.slice(0, own.length)).toEqual(own);
    const stockTotal = envelopeOf<MaterialPage>(await page(admin, {})).data.totalElements;
    expect(all.totalElements).toBe(own.length + stockTotal);

    const second = envelopeOf<MaterialPage>(
      await page(admin, { projectId: enterpriseProject, pageSize: 3, pageNo: 1 }),
    );
    expect(second.data.content.map((record) => record.id)).toEqual(
      all.content.slice(3, 6).map((record) => record.id),
    );
  });

  it.each([
    ['resourceType without a project', { resourceType: 'image' }],
    ['a type and a category at once', { projectId: 'x', resourceType: 'image', resourceCategory: 1 }],
    ['an unknown category', { resourceCategory: 7 }],
    ['an unknown type', { projectId: 'x', resourceType: 'audio' }],
    ['a page larger than the dialog', { pageSize: 121 }],
    ['a negative page', { pageNo: -1 }],
  ])('refuses %s', async (_case, query) => {
    refusal(await page(admin, query), 400, MSG.badRequest);
  });

  it('needs a signed-in caller for every library call', async () => {
    expect((await page({}, {})).statusCode).toBe(401);
    expect((await upload({}, 'a.png', SAMPLE_HEADS.png)).statusCode).toBe(401);
    expect((await bind({}, '/x', enterpriseProject)).statusCode).toBe(401);
    expect((await remove({}, { id: 'x' })).statusCode).toBe(401);
  });
});

describe('the file-path endpoint', () => {
  let url: string;
  const bytes = unique(SAMPLE_HEADS.mp4, '0123456789abcdefghijklmnopqrstuvwxyz');

  beforeAll(async () => {
    ({ url } = envelopeOf<UploadAnswer>(await upload(admin, 'seek.mp4', bytes)).data);
  });

  it('serves the file with its proven type, nosniff and an immutable cache, to anyone with the address', async () => {
    const response = await fetchFile(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: `"${sha256(bytes)}"`,
    });
  });

  it('lets the robot runtime (an opaque origin) read it across origins, and no other site', async () => {
    const fromRuntime = await fetchFile(url, { origin: 'null' });
    expect(fromRuntime.headers['access-control-allow-origin']).toBe('null');
    expect(fromRuntime.headers.vary).toContain('Origin');
    const fromElsewhere = await fetchFile(url, { origin: 'https://evil.example' });
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves ranges so videos seek, and says when a range cannot be served', async () => {
    const partial = await fetchFile(url, { range: 'bytes=4-11' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(partial.rawPayload).toEqual(bytes.subarray(4, 12));
    const past = await fetchFile(url, { range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers a cached copy with 304', async () => {
    expect((await fetchFile(url, { 'if-none-match': `"${sha256(bytes)}"` })).statusCode).toBe(304);
  });

  it.each([
    ['an unknown file', `${MATERIAL_API.file}?path=${'a'.repeat(64)}.png`],
    ['a path outside the store', `${MATERIAL_API.file}?path=../../server/key`],
    ['no path', MATERIAL_API.file],
  ])('answers %s with a refusal, never a file', async (_case, address) => {
    const response = await fetchFile(address);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: -1 });
  });
});

describe('random bad input', () => {
  it('never answers 500', async () => {
    const bad = [
      '',
      ' ',
      '0',
      '-1',
      'null',
      '[]',
      '{}',
      "' or 1=1 --",
      '%00',
      'a'.repeat(300),
      '😀',
      '../..',
    ];
    for (const value of bad) {
      const responses = await Promise.all([
        page(admin, { projectId: value, resourceName: value, pageNo: value }),
        page(admin, { resourceCategory: value, resourceType: value }),
        upload(admin, value, SAMPLE_HEADS.png, { projectId: value, md5: value }),
        bind(admin, value, value),
        remove(admin, { id: value }, { id: value }),
        fetchFile(`${MATERIAL_API.file}?path=${encodeURIComponent(value)}`),
      ]);
      for (const response of responses) {
        expect(
          response.statusCode,
          `${response.statusCode} for ${JSON.stringify(value)}: ${response.body}`,
        ).toBeLessThan(500);
      }
    }
  });
});
