import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import type { AvailabilityCheck, CertificationDetail, ReviewItem } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { FORGERIES, GIF_1PX, SAMPLE_HEADS } from '../../../src/shared/media/test-support/sample-files';
import { MSG } from '../../../src/shared/messages';
import { MENU_CODES } from '../../../src/shared/permissions';
import { messages, personalCertifications, tenantRoles, tenants, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISE, DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  call,
  citizenId,
  creditCode,
  json,
  type Person,
  pngOf,
  refusal,
  registerPerson,
  signInPerson,
  uploadPicture,
} from '../../test-support/account-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
let alice: Person;
let bob: Person;
let reviewer: Person;
let admin: Person;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await registerPerson(testApp, '13500000001');
  bob = await registerPerson(testApp, '13500000002');
  reviewer = await signInPerson(testApp, DEMO_ACCOUNTS.reviewer.account, DEMO_PASSWORD);
  admin = await signInPerson(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

async function photo(person: Person, seed: string): Promise<string> {
  const answer = await uploadPicture(testApp, person, UC.certificationImage, pngOf(seed));
  expect(answer.body.status).toBe(0);
  return answer.body.data.path as string;
}

const submitPersonal = (person: Person, body: Record<string, unknown>) =>
  call(testApp, person, { method: 'POST', url: UC.certificationPersonal, ...json(body) });
const submitEnterprise = (person: Person, body: Record<string, unknown>) =>
  call(testApp, person, { method: 'POST', url: UC.certificationEnterprise, ...json(body) });
const certification = async (person: Person) =>
  (await call<CertificationDetail>(testApp, person, { method: 'GET', url: UC.certification })).body.data;
const decide = (person: Person, body: Record<string, unknown>) =>
  call(testApp, person, { method: 'PUT', url: UC.reviewDecide, ...json(body) });
const reviewPage = (person: Person, query: Record<string, string> = {}) =>
  call<Page<ReviewItem>>(testApp, person, { method: 'GET', url: UC.reviewPage, query });
const inbox = (userId: string) => testApp.db.select().from(messages).where(eq(messages.userId, userId));

describe('certification pictures', () => {
  it('take a jpg or png and answer its path', async () => {
    const png = await uploadPicture(testApp, alice, UC.certificationImage, pngOf('a'));
    expect(png.body).toMatchObject({ status: 0, message: MSG.uploadOk });
    expect(png.body.data.path).toMatch(/^certification\/[0-9a-f]{64}\.png$/);
    const jpg = await uploadPicture(testApp, alice, UC.certificationImage, SAMPLE_HEADS.jpeg, 'id.jpg');
    expect(jpg.body.data.path).toMatch(/^certification\/[0-9a-f]{64}\.jpg$/);
  });

  it('refuse anything else by its bytes, whatever its name says', async () => {
    for (const [bytes, name] of [
      [GIF_1PX, 'a.gif'],
      [FORGERIES.svg, 'a.png'],
      [FORGERIES.html, 'a.jpg'],
      [FORGERIES.exe, 'id.png'],
      [SAMPLE_HEADS.bmp, 'id.bmp'],
    ] as const) {
      expect(await uploadPicture(testApp, alice, UC.certificationImage, bytes, name)).toEqual(
        refusal(400, MSG.certificationImageType),
      );
    }
  });

  it('refuse more than 2 MB, a missing file and a caller without a token', async () => {
    const big = Buffer.concat([pngOf('big'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await uploadPicture(testApp, alice, UC.certificationImage, big)).toEqual(
      refusal(413, MSG.certificationImageTooLarge),
    );
    const notMultipart = await call(testApp, alice, {
      method: 'POST',
      url: UC.certificationImage,
      ...json({}),
    });
    expect(notMultipart).toEqual(refusal(400, MSG.uploadFileMissing));
    expect((await uploadPicture(testApp, null, UC.certificationImage, pngOf('x'))).statusCode).toBe(401);
  });

  it('are shown to their uploader and reviewers only', async () => {
    const path = await photo(alice, 'private');
    const view = (person: Person) =>
      testApp.app.inject({ method: 'GET', url: UC.userImage, query: { path }, headers: person.headers });
    const own = await view(alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(Buffer.from(pngOf('private')))).toBe(true);
    expect((await view(reviewer)).statusCode).toBe(200);
    expect((await view(bob)).json()).toEqual({ status: -1, message: MSG.imageMissing, data: null });
  });
});

describe('personal certification', () => {
  it('refuses forged IDs, bad names and missing pictures with the validator texts', async () => {
    const front = await photo(alice, 'front');
    const good = {
      realName: '王小明',
      citizenId: citizenId('19900307'),
      idFrontImage: front,
      idBackImage: front,
    };
    const forgedCheck = `${good.citizenId.slice(0, 17)}${good.citizenId.endsWith('0') ? '1' : '0'}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, citizenId: forgedCheck }, MSG.citizenIdCheckDigit],
      [{ ...good, citizenId: `99${good.citizenId.slice(2)}` }, MSG.citizenIdAddress],
      [{ ...good, citizenId: '1101011990030' }, MSG.citizenIdFormat],
      [{ ...good, citizenId: '' }, MSG.citizenIdRequired],
      [{ ...good, realName: 'Wang' }, MSG.personalNameInvalid],
      [{ ...good, realName: '' }, MSG.realNameRequired],
      [{ ...good, idBackImage: undefined }, MSG.idBackImageRequired],
      [{ ...good, idFrontImage: '../../etc/passwd' }, MSG.certificationImageMissing],
    ];
    for (const [body, message] of cases)
      expect(await submitPersonal(alice, body)).toEqual(refusal(400, message));
    expect((await certification(alice)).personal).toBeNull();
  });

  it("refuses someone else's pictures", async () => {
    const bobs = await photo(bob, 'bobs-id');
    const answer = await submitPersonal(alice, {
      realName: '王小明',
      citizenId: citizenId('19900307'),
      idFrontImage: bobs,
      idBackImage: bobs,
    });
    expect(answer).toEqual(refusal(400, MSG.certificationImageMissing));
  });

  it('waits for review, masked for its owner, and cannot be sent twice', async () => {
    const front = await photo(alice, 'alice-front');
    const back = await photo(alice, 'alice-back');
    const id = citizenId('19900307');
    const body = {
      realName: ' 王小明 ',
      citizenId: id.toLowerCase(),
      idFrontImage: front,
      idBackImage: back,
    };
    expect((await submitPersonal(alice, body)).body).toMatchObject({
      status: 0,
      message: MSG.certificationSubmitted,
    });
    const { personal } = await certification(alice);
    expect(personal).toMatchObject({
      status: 'PENDING',
      reason: null,
      realName: '王小明',
      citizenId: `${id.slice(0, 4)}**********${id.slice(-4)}`,
      idFrontImage: front,
      idBackImage: back,
    });
    expect(await submitPersonal(alice, body)).toEqual(refusal(409, MSG.certificationPending));
  });
});

describe('enterprise certification', () => {
  it('checks name and number against certified and pending enterprises', async () => {
    const check = (url: string, body: Record<string, string>) =>
      call<AvailabilityCheck>(testApp, alice, { method: 'POST', url, ...json(body) });
    expect((await check(UC.enterpriseNameCheck, { enterpriseName: DEMO_ENTERPRISE })).body.data).toEqual({
      available: false,
      message: MSG.enterpriseNameTaken,
    });
    expect((await check(UC.enterpriseNameCheck, { enterpriseName: '全新机器人有限公司' })).body.data).toEqual(
      {
        available: true,
        message: null,
      },
    );
    expect(
      (await check(UC.enterpriseNoCheck, { registrationNo: creditCode('NEW0001') })).body.data.available,
    ).toBe(true);
    expect(await check(UC.enterpriseNoCheck, { registrationNo: '91110108MA01ABCD1' })).toEqual(
      refusal(400, MSG.businessLicenceLength),
    );
    expect(
      await check(UC.enterpriseNoCheck, { registrationNo: `${creditCode('NEW0001').slice(0, 17)}I` }),
    ).toEqual(refusal(400, MSG.businessLicenceFormat));
    expect(
      (await call(testApp, null, { method: 'POST', url: UC.enterpriseNameCheck, ...json({}) })).statusCode,
    ).toBe(401);
  });

  it('holds its name and number while pending, against everyone else', async () => {
    testApp.clock.advance(1000);
    const licence = await photo(bob, 'bob-licence');
    const body = {
      enterpriseName: '鲍勃智能科技有限公司',
      registrationNo: creditCode('BBB0001'),
      licenceImage: licence,
    };
    expect((await submitEnterprise(bob, body)).body).toMatchObject({
      status: 0,
      message: MSG.certificationSubmitted,
    });
    expect((await certification(bob)).enterprise).toMatchObject([
      {
        status: 'PENDING',
        enterpriseName: body.enterpriseName,
        registrationNo: body.registrationNo,
        licenceImage: licence,
      },
    ]);
    expect(await submitEnterprise(bob, body)).toEqual(refusal(409, MSG.certificationPending));

    const alicesLicence = await photo(alice, 'alice-licence');
    expect(
      await submitEnterprise(alice, {
        ...body,
        registrationNo: creditCode('ALL0001'),
        licenceImage: alicesLicence,
      }),
    ).toEqual(refusal(409, MSG.enterpriseNameTaken));
    expect(
      await submitEnterprise(alice, {
        ...body,
        enterpriseName: '爱丽丝科技有限公司',
        licenceImage: alicesLicence,
      }),
    ).toEqual(refusal(409, MSG.registrationNoTaken));
    expect((await certification(alice)).enterprise).toEqual([]);
  });

  it('is not for someone already in an enterprise', async () => {
    const licence = await photo(admin, 'admin-licence');
    const answer = await submitEnterprise(admin, {
      enterpriseName: '第二家公司',
      registrationNo: creditCode('ADM0001'),
      licenceImage: licence,
    });
    expect(answer).toEqual(refusal(409, MSG.enterpriseAlreadyJoined));
  });
});

describe('review', () => {
  it('is for reviewers only', async () => {
    expect(await reviewPage(alice)).toEqual(refusal(403, MSG.reviewerOnly));
    expect(await decide(alice, { id: randomUUID(), kind: 'personal', decision: 'PASSED' })).toEqual(
      refusal(403, MSG.reviewerOnly),
    );
  });

  it('lists pending submissions first, oldest first, with what a reviewer must see', async () => {
    const { body } = await reviewPage(reviewer);
    const pending = body.data.content.filter((item) => item.status === 'PENDING');
    expect(body.data.content.slice(0, pending.length)).toEqual(pending);
    expect(pending.map((item) => item.submitter.account)).toEqual([alice.account, bob.account]);
    expect(pending[0]).toMatchObject({
      kind: 'personal',
      realName: '王小明',
      citizenId: citizenId('19900307'),
    });
    expect(pending[1]).toMatchObject({ kind: 'enterprise', enterpriseName: '鲍勃智能科技有限公司' });
    expect(body.data.totalElements).toBe(body.data.content.length);
    const onlyPending = await reviewPage(reviewer, { status: 'PENDING', pageSize: '1', pageNo: '1' });
    expect(onlyPending.body.data).toMatchObject({ size: 1, number: 1, totalElements: 2 });
    expect(onlyPending.body.data.content.map((item) => item.id)).toEqual([pending[1].id]);
  });

  it('refuses a refusal without a reason, forged ids and the wrong kind', async () => {
    const [pending] = (await reviewPage(reviewer, { status: 'PENDING' })).body.data.content;
    expect(await decide(reviewer, { id: pending.id, kind: 'personal', decision: 'NO' })).toEqual(
      refusal(400, MSG.reviewReasonRequired),
    );
    expect(
      await decide(reviewer, { id: pending.id, kind: 'personal', decision: 'NO', reason: '  ' }),
    ).toEqual(refusal(400, MSG.reviewReasonRequired));
    expect(await decide(reviewer, { id: randomUUID(), kind: 'personal', decision: 'PASSED' })).toEqual(
      refusal(404, MSG.reviewMissing),
    );
    expect(await decide(reviewer, { id: 'not-an-id', kind: 'personal', decision: 'PASSED' })).toEqual(
      refusal(400, MSG.reviewMissing),
    );
    expect(await decide(reviewer, { id: pending.id, kind: 'enterprise', decision: 'PASSED' })).toEqual(
      refusal(404, MSG.reviewMissing),
    );
    expect((await certification(alice)).personal?.status).toBe('PENDING');
  });

  it('refuses with a reason, tells the user, and takes a resubmission under a new id', async () => {
    const before = (await certification(alice)).personal;
    if (!before) throw new Error('alice has a submission');
    const reason = '身份证照片不清晰';
    expect(
      (await decide(reviewer, { id: before.id, kind: 'personal', decision: 'NO', reason })).body,
    ).toMatchObject({
      status: 0,
      message: MSG.reviewDone,
    });
    expect((await certification(alice)).personal).toMatchObject({ status: 'NO', reason });
    const [notice] = await inbox(alice.userId);
    expect(notice).toMatchObject({ kind: 'certification', title: '实名认证未通过', read: false });
    expect(notice.body).toContain(reason);

    const front = await photo(alice, 'alice-front-2');
    const resubmitted = await submitPersonal(alice, {
      realName: '王小明',
      citizenId: citizenId('19900307'),
      idFrontImage: front,
      idBackImage: front,
    });
    expect(resubmitted.body.status).toBe(0);
    const after = (await certification(alice)).personal;
    expect(after).toMatchObject({ status: 'PENDING', reason: null, idFrontImage: front });
    expect(after?.id).not.toBe(before.id);
    // A decision on the old submission cannot land on the new one.
    expect(await decide(reviewer, { id: before.id, kind: 'personal', decision: 'PASSED' })).toEqual(
      refusal(404, MSG.reviewMissing),
    );
    await decide(reviewer, { id: after?.id, kind: 'personal', decision: 'PASSED' });
    expect((await certification(alice)).personal?.status).toBe('PASSED');
    expect((await inbox(alice.userId)).map((message) => message.title).sort()).toEqual(
      ['实名认证已通过', '实名认证未通过'].sort(),
    );
    const [row] = await testApp.db
      .select()
      .from(personalCertifications)
      .where(eq(personalCertifications.userId, alice.userId));
    expect(row.reviewedBy).toBe(reviewer.userId);
  });

  it('approving an enterprise creates it with the submitter as administrator of every menu', async () => {
    const [item] = (await reviewPage(reviewer, { status: 'PENDING' })).body.data.content;
    expect(item).toMatchObject({ kind: 'enterprise', submitter: { account: bob.account } });
    expect(
      (await decide(reviewer, { id: item.id, kind: 'enterprise', decision: 'PASSED' })).body.status,
    ).toBe(0);
    expect(
      await decide(reviewer, { id: item.id, kind: 'enterprise', decision: 'NO', reason: '重复' }),
    ).toEqual(refusal(404, MSG.reviewMissing));

    const [tenant] = await testApp.db.select().from(tenants).where(eq(tenants.name, '鲍勃智能科技有限公司'));
    const [submitter] = await testApp.db.select().from(users).where(eq(users.id, bob.userId));
    expect(submitter.tenantId).toBe(tenant.id);
    const [role] = await testApp.db.select().from(tenantRoles).where(eq(tenantRoles.tenantId, tenant.id));
    expect(role).toMatchObject({ isAdministrator: true, menuCodes: [...MENU_CODES] });

    // At once, without signing in again: the session shows the enterprise and its menus.
    const enterpriseScope = { ...bob, headers: { ...bob.headers, 'is-enterprise': 'true' } };
    const info = await call<{ tenantId: string; tenantName: string }>(testApp, enterpriseScope, {
      method: 'GET',
      url: UC.userInfo,
    });
    expect(info.body.data).toMatchObject({ tenantId: tenant.id, tenantName: '鲍勃智能科技有限公司' });
    const menus = await call<string[]>(testApp, enterpriseScope, { method: 'GET', url: UC.authMenus });
    expect(menus.body.data).toEqual([...MENU_CODES]);
    expect((await certification(bob)).enterprise).toMatchObject([{ status: 'PASSED', id: item.id }]);
    expect((await inbox(bob.userId)).map((message) => message.title)).toEqual(['企业认证已通过']);
  });

  it('a refused enterprise may be resubmitted, replacing the refused item', async () => {
    const carol = await registerPerson(testApp, '13500000003');
    const licence = await photo(carol, 'carol-licence');
    const body = {
      enterpriseName: '卡罗尔科技有限公司',
      registrationNo: creditCode('CAR0001'),
      licenceImage: licence,
    };
    await submitEnterprise(carol, body);
    const [item] = (await reviewPage(reviewer, { status: 'PENDING' })).body.data.content;
    await decide(reviewer, { id: item.id, kind: 'enterprise', decision: 'NO', reason: '营业执照已过期' });
    expect((await certification(carol)).enterprise).toMatchObject([
      { status: 'NO', reason: '营业执照已过期' },
    ]);
    // Refused: the name is free again, for the same person too.
    expect((await submitEnterprise(carol, body)).body.status).toBe(0);
    expect((await certification(carol)).enterprise).toMatchObject([{ status: 'PENDING', reason: null }]);
  });

  it('a reviewer cannot decide their own submission', async () => {
    const front = await photo(reviewer, 'reviewer-front');
    await submitPersonal(reviewer, {
      realName: '审核员',
      citizenId: citizenId('19850101', '456'),
      idFrontImage: front,
      idBackImage: front,
    });
    const own = (await certification(reviewer)).personal;
    expect(await decide(reviewer, { id: own?.id, kind: 'personal', decision: 'PASSED' })).toEqual(
      refusal(403, MSG.reviewOwnRefused),
    );
    expect((await certification(reviewer)).personal?.status).toBe('PENDING');
  });
});
