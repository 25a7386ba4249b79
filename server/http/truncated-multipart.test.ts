import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_API } from '../../src/shared/api/dictionaries';
import { HOT_WORD_API, type HotWordListSummary } from '../../src/shared/api/hot-words';
import { KG_API } from '../../src/shared/api/knowledge-graph';
import { MATERIAL_API } from '../../src/shared/api/material';
import { QA_API } from '../../src/shared/api/qa';
import { UC } from '../../src/shared/api/uc-paths';
import { MSG } from '../../src/shared/messages';
import { dictionaries, kgBases, projects, qaLibraries } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, signIn } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let admin: Record<string, string>;
let uploadRoutes: string[];
beforeAll(async () => {
  testApp = await createTestApp();
  admin = bearer(await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD), true);
  const first = async (table: typeof projects | typeof qaLibraries | typeof dictionaries | typeof kgBases) =>
    (await testApp.db.select({ id: table.id }).from(table).limit(1))[0].id;
  const [projectId, libraryId, dictionaryId, kgBaseId] = [
    await first(projects),
    await first(qaLibraries),
    await first(dictionaries),
    await first(kgBases),
  ];
  const list = await testApp.app.inject({
    method: 'PUT',
    url: HOT_WORD_API.create,
    headers: admin,
    payload: { projectId, name: '截断上传' },
  });
  const listId = envelopeOf<HotWordListSummary>(list).data.id;
  uploadRoutes = [
    UC.userAvatar,
    UC.certificationImage,
    `${MATERIAL_API.upload}?projectId=${projectId}`,
    `${HOT_WORD_API.upload}?listId=${listId}`,
    `${QA_API.importXlsx}?libraryId=${libraryId}&mode=append`,
    `${DICTIONARY_API.import}?dictionaryId=${dictionaryId}&mode=APPEND`,
    ...[
      KG_API.conceptImportAppend,
      KG_API.conceptImportOverwrite,
      KG_API.entityImportAppend,
      KG_API.entityImportOverwrite,
    ].map((path) => `${path}?kgBaseId=${kgBaseId}`),
  ];
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

// The multipart parser's "unexpected end of form" reached the error handler as a 500.
describe('a multipart body cut off before its end', () => {
  it('is refused with 400 on every upload and import route', async () => {
    expect(uploadRoutes).toHaveLength(10);
    const answers = [];
    for (const url of uploadRoutes) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '--zz\r\nbroken',
      });
      answers.push([url.split('?')[0], answer.statusCode, envelopeOf(answer).message]);
    }
    expect(answers).toEqual(uploadRoutes.map((url) => [url.split('?')[0], 400, MSG.multipartBroken]));
  });
});
