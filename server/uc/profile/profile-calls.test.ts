import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import type { UserInfo } from '../../../src/shared/api/uc';
import type { LoginRecord } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { passwordHash } from '../../../src/shared/login-secret';
import { FORGERIES } from '../../../src/shared/media/test-support/sample-files';
import { MSG } from '../../../src/shared/messages';
import { operationLog, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  call,
  json,
  type Person,
  pngOf,
  refusal,
  registerPerson,
  signInPerson,
  TEST_PASSWORD,
  uploadPicture,
} from '../../test-support/account-calls';
import { envelopeOf, signIn, smsCode, tokenForm } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
let frank: Person;
let grace: Person;

beforeAll(async () => {
  testApp = await createTestApp();
  frank = await registerPerson(testApp, '13300000001');
  grace = await registerPerson(testApp, '13300000002');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const userInfo = async (person: Person) =>
  (await call<UserInfo>(testApp, person, { method: 'GET', url: UC.userInfo })).body.data;
const image = (person: Person, path: string) =>
  testApp.app.inject({ method: 'GET', url: UC.userImage, query: { path }, headers: person.headers });

/** The operation-log actions recorded for a person, oldest first. */
const loggedActions = async (person: Person) =>
  (
    await testApp.db
      .select({ action: operationLog.action })
      .from(operationLog)
      .where(eq(operationLog.userId, person.userId))
      .orderBy(operationLog.at)
  ).map((entry) => entry.action);

describe('the avatar', () => {
  it('is set by an upload, shown in user_info at once and to other signed-in users', async () => {
    const uploaded = await uploadPicture(testApp, frank, UC.userAvatar, pngOf('frank'));
    expect(uploaded.body).toMatchObject({ status: 0, message: MSG.avatarSaved });
    const imageUrl = uploaded.body.data.imageUrl as string;
    expect(imageUrl).toMatch(/^avatar\/[0-9a-f]{64}\.png$/);
    expect((await userInfo(frank)).imageUrl).toBe(imageUrl);
    expect(await loggedActions(frank)).toContain('user.avatar.change');
    const seen = await image(grace, imageUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toContain('immutable');
    expect(seen.rawPayload.equals(Buffer.from(pngOf('frank')))).toBe(true);
  });

  it('refuses what is not a jpg or png, or over 2 MB, and keeps the old one', async () => {
    const before = (await userInfo(frank)).imageUrl;
    expect(await uploadPicture(testApp, frank, UC.userAvatar, FORGERIES.svg, 'me.png')).toEqual(
      refusal(400, MSG.certificationImageType),
    );
    const big = Buffer.concat([pngOf('big'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await uploadPicture(testApp, frank, UC.userAvatar, big)).toEqual(
      refusal(413, MSG.certificationImageTooLarge),
    );
    expect((await userInfo(frank)).imageUrl).toBe(before);
  });

  it('is served only for known paths, to signed-in users', async () => {
    const missing = await image(grace, `avatar/${'0'.repeat(64)}.png`);
    expect(missing.json()).toEqual({ status: -1, message: MSG.imageMissing, data: null });
    for (const path of ['../../etc/passwd', 'avatar/x.png', `media/${'0'.repeat(64)}.png`]) {
      expect((await image(grace, path)).json()).toEqual({
        status: -1,
        message: MSG.imageMissing,
        data: null,
      });
    }
    const imageUrl = (await userInfo(frank)).imageUrl as string;
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: UC.userImage,
      query: { path: imageUrl },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the profile', () => {
  const save = (person: Person, body: unknown) =>
    call(testApp, person, { method: 'PUT', url: UC.userProfile, ...json(body) });

  it('changes the nickname, shown at once', async () => {
    expect((await save(frank, { nickname: '  弗兰克  ' })).body).toMatchObject({
      status: 0,
      message: MSG.profileSaved,
    });
    expect((await userInfo(frank)).nickname).toBe('弗兰克');
    expect(await loggedActions(frank)).toContain('user.profile.change');
  });

  it('refuses an empty or long nickname', async () => {
    expect(await save(frank, { nickname: '   ' })).toEqual(refusal(400, MSG.nicknameRequired));
    expect(await save(frank, {})).toEqual(refusal(400, MSG.nicknameRequired));
    expect(await save(frank, { nickname: '长'.repeat(21) })).toEqual(refusal(400, MSG.nicknameTooLong));
    expect((await userInfo(frank)).nickname).toBe('弗兰克');
  });
});

describe('changing the phone number', () => {
  const change = (person: Person, body: Record<string, string>) =>
    call(testApp, person, { method: 'PUT', url: UC.userPhone, ...json(body) });
  const password = passwordHash(TEST_PASSWORD);

  it('needs the password, a new free number and its SMS code', async () => {
    expect(await change(grace, { newAccount: grace.account, validCode: '1', password })).toEqual(
      refusal(400, MSG.phoneSame),
    );
    expect(
      await change(grace, { newAccount: '13300000099', validCode: '1', password: passwordHash('wrong123') }),
    ).toEqual(refusal(400, MSG.passwordWrong));
    expect(await change(grace, { newAccount: frank.account, validCode: '1', password })).toEqual(
      refusal(409, MSG.accountExists),
    );
    expect(await change(grace, { newAccount: '13300000099', validCode: '000000', password })).toEqual(
      refusal(400, MSG.smsCodeWrong),
    );
    expect(await change(grace, { newAccount: '1330000', validCode: '1', password })).toEqual(
      refusal(400, MSG.phoneInvalid),
    );
  });

  it('moves the account to the new number: same password, same session', async () => {
    const newAccount = '13300000088';
    const validCode = await smsCode(testApp, newAccount, 'change_phoneno');
    expect((await change(grace, { newAccount, validCode, password })).body).toMatchObject({
      status: 0,
      message: MSG.phoneChanged,
    });
    expect((await userInfo(grace)).account).toBe(newAccount);
    await expect(signIn(testApp, newAccount, TEST_PASSWORD)).resolves.toMatch(/\S+/);
    testApp.clock.advance(1);
    const old = await testApp.app.inject({
      method: 'POST',
      url: UC.token,
      ...tokenForm(grace.account, TEST_PASSWORD, testApp.clock.now().getTime()),
    });
    expect(envelopeOf(old)).toMatchObject({ status: -1, message: MSG.loginFailed });
    const [row] = await testApp.db.select().from(users).where(eq(users.id, grace.userId));
    expect(row.account).toBe(newAccount);
  });
});

describe('the sign-in history', () => {
  it("lists the caller's sign-ins, newest first, failures included", async () => {
    const person = await registerPerson(testApp, '13300000003');
    testApp.clock.advance(1000);
    const wrong = tokenForm(person.account, 'wrongpass1', testApp.clock.now().getTime());
    await testApp.app.inject({
      method: 'POST',
      url: UC.token,
      payload: wrong.payload,
      headers: { ...wrong.headers, 'user-agent': 'Wrong/1.0' },
    });
    const history = await call<Page<LoginRecord>>(testApp, person, { method: 'GET', url: UC.loginHistory });
    expect(history.body.data.totalElements).toBe(2);
    expect(history.body.data.content).toMatchObject([
      { result: 'FAILURE', method: 'password' },
      { result: 'SUCCESS', method: 'password' },
    ]);
    expect(history.body.data.content[0].userAgent).toBe('Wrong/1.0');
    const others = await call<Page<LoginRecord>>(testApp, frank, {
      method: 'GET',
      url: UC.loginHistory,
      query: { pageSize: '1' },
    });
    expect(others.body.data).toMatchObject({ size: 1, totalElements: 1 });
  });
});

describe('random input to the account center calls', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', UC.wechatQrcode],
    ['GET', UC.scanWechatResult],
    ['GET', UC.wxBindValidCode],
    ['POST', UC.wxBindAccount],
    ['GET', UC.wechatCallback],
    ['GET', UC.certification],
    ['POST', UC.certificationPersonal],
    ['POST', UC.certificationEnterprise],
    ['POST', UC.certificationImage],
    ['POST', UC.enterpriseNameCheck],
    ['POST', UC.enterpriseNoCheck],
    ['GET', UC.reviewPage],
    ['PUT', UC.reviewDecide],
    ['GET', UC.messagePage],
    ['GET', UC.messageBody],
    ['DELETE', UC.message],
    ['GET', UC.userImage],
    ['POST', UC.userAvatar],
    ['PUT', UC.userProfile],
    ['PUT', UC.userPhone],
    ['GET', UC.loginHistory],
  ];
  const fieldNames = fc.constantFrom(
    'qrcodeId',
    'wxUnionid',
    'account',
    'validCode',
    'realName',
    'citizenId',
    'idFrontImage',
    'enterpriseName',
    'registrationNo',
    'id',
    'ids',
    'kind',
    'decision',
    'reason',
    'path',
    'nickname',
    'newAccount',
    'pageNo',
    'pageSize',
    'code',
    'state',
    '__proto__',
  );
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.uuid(),
    fc.constant('13800000001'),
    fc.array(fc.uuid(), { maxLength: 3 }),
  );

  it(
    'never answers 500, signed in as a user or a reviewer or not at all',
    async () => {
      const reviewer = await signInPerson(testApp, DEMO_ACCOUNTS.reviewer.account, DEMO_PASSWORD);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.dictionary(fieldNames, value, { maxKeys: 5 }),
          fc.constantFrom(null, frank, reviewer),
          async ([method, url], fields, person) => {
            const flat = Object.entries(fields).map(([key, v]) => [key, String(v)]);
            const response = await testApp.app.inject({
              method,
              url: method === 'GET' ? `${url}?${new URLSearchParams(flat)}` : url,
              headers: { ...(person?.headers ?? {}), 'content-type': 'application/json' },
              ...(method === 'GET' ? {} : { payload: JSON.stringify(fields) }),
            });
            expect(response.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 200 },
      );
    },
    TEST_APP_TIMEOUT_MS,
  );
});
