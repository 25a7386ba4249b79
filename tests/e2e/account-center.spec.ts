import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEV_WECHAT } from '../../src/shared/api/dev-wechat';
import { UC } from '../../src/shared/api/uc-paths';
import { MSG } from '../../src/shared/messages';
import {
  UNIFIED_CODE_CHARSET,
  unifiedCodeCheckCharacter,
} from '../../src/shared/validators/business-licence';
import { DEMO_PASSWORD, freshPhone, latestSms, openUserMenu, signIn, toast } from './support';
import { signUpAndSignIn } from './support/designer';

/** Issue 3 end to end: QR login, certification with review, messages, avatar. */

// Two browsers (applicant and reviewer) and real uploads: more than the default minute.
test.slow();

const PASSWORD = 'acct1234';
const REVIEWER = '13800000009';
const CITIZEN_ID = '11010519491231002X';

/** A real PNG of one colour: the server checks pictures by their bytes. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(64, 40, colour),
});

/** A valid 18-character unified social credit code no other test uses. */
function freshRegistrationNo(): string {
  const tail = Array.from(
    { length: 8 },
    () => UNIFIED_CODE_CHARSET[Math.floor(Math.random() * UNIFIED_CODE_CHARSET.length)],
  ).join('');
  const first17 = `91350100${tail}M`;
  return first17 + unifiedCodeCheckCharacter(first17);
}

/** Shows the QR tab and returns the id of the code it shows. */
async function openQrTab(page: Page): Promise<string> {
  await page.goto('/login');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(UC.wechatQrcode)),
    page.getByText('扫码登录').click(),
  ]);
  await expect(page.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  return (await answer.json()).data.qrcodeId as string;
}

async function scan(page: Page, qrcodeId: string, unionid: string, nickname: string) {
  const answer = await page.request.post(DEV_WECHAT.scan, { data: { qrcodeId, unionid, nickname } });
  expect((await answer.json()).status).toBe(0);
}

/** The headline of a submission's standing (under review, passed). */
const standing = (page: Page) => page.locator('.ant-result-title');

/** Uploads one certification picture and waits until its preview is shown. */
async function upload(page: Page, index: number, file: ReturnType<typeof picture>, label: string) {
  await page.locator('input[type=file]').nth(index).setInputFiles(file);
  await expect(page.locator(`img[alt="${label}"]`)).toBeVisible();
}

async function submitPersonal(page: Page, realName: string) {
  await page.getByLabel('真实姓名').fill(realName);
  await page.getByLabel('身份证号').fill(CITIZEN_ID);
  await upload(page, 0, picture('front.png', [220, 232, 255]), '人像面');
  await upload(page, 1, picture('back.png', [255, 240, 220]), '国徽面');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(toast(page, MSG.certificationSubmitted)).toBeVisible();
  await expect(standing(page)).toHaveText('个人认证审核中');
}

type Decision = { kind: '个人认证' | '企业认证' } & ({ pass: true } | { pass: false; reason: string });

/** The reviewer, in a browser of their own, decides on the applicant's submissions from the queue. */
async function review(browser: Browser, applicant: string, decisions: Decision[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, REVIEWER, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  // The reviewer's first screen is the queue, with how many wait, and no prompt to certify.
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(/^待审核（[1-9]\d*）$/)).toBeVisible();
  await expect(page.getByText(/你还没有完成实名认证/)).toHaveCount(0);
  for (const decision of decisions) {
    const row = page.getByRole('row').filter({ hasText: applicant }).filter({ hasText: decision.kind });
    await row.getByRole('button', { name: '审核' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: applicant });
    await expect(drawer.getByRole('row', { name: /申请人/ })).toContainText(applicant);
    await expect(drawer.locator('img').first()).toBeVisible();
    if (decision.pass) {
      await drawer.getByRole('button', { name: /通\s?过/ }).click();
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /通\s?过/ })
        .click();
    } else {
      await drawer.getByRole('button', { name: /驳\s?回/ }).click();
      await drawer.getByRole('button', { name: '确认驳回' }).click();
      await expect(drawer.getByText(MSG.reviewReasonRequired)).toBeVisible();
      await drawer.getByLabel('驳回原因').fill(decision.reason);
      await drawer.getByRole('button', { name: '确认驳回' }).click();
    }
    await expect(toast(page, MSG.reviewDone).first()).toBeVisible();
    await expect(drawer).toBeHidden();
  }
  await context.close();
}

async function signInNewUser(page: Page, request: APIRequestContext) {
  const phone = await signUpAndSignIn(page, request, PASSWORD);
  // A first sign-in lands on certification, with a way past it.
  await expect(page).toHaveURL(/\/certification$/);
  await expect(page.getByRole('button', { name: '暂时跳过' })).toBeVisible();
  return phone;
}

test('QR register binds a phone; the next scan signs straight in', async ({ page, browser }) => {
  const unionid = `e2e-${Date.now()}`;
  const phone = freshPhone();

  // Step 1: the code; an unbound messaging account moves to step 2.
  const qrcodeId = await openQrTab(page);
  await scan(page, qrcodeId, unionid, '小林');
  await expect(page.getByText(MSG.qrUnbound)).toBeVisible();

  // Step 2: bind a phone with an SMS code of service Certification.
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByRole('button', { name: MSG.sendSms }).click();
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  const { code } = await latestSms(page.request, phone, 'Certification');
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await page.getByRole('button', { name: /绑\s?定/ }).click();

  // The token reloads the login route and the session opens at home, with the first-visit tour.
  await expect(page).toHaveURL(/\/home\//);
  await expect(page.getByTestId('user-menu')).toContainText('小林');
  await expect(page.getByText('从顶部菜单开始')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.ant-tour').getByText('消息中心')).toBeVisible();
  await page.getByRole('button', { name: /跳\s?过/ }).click();
  await expect(page.locator('.ant-tour')).toBeHidden();

  // A second browser: the bound messaging account signs in with the scan alone.
  const context = await browser.newContext();
  const second = await context.newPage();
  const nextCode = await openQrTab(second);
  await scan(second, nextCode, unionid, '小林');
  await expect(second).toHaveURL(/\/home\//);
  await expect(second.getByTestId('user-menu')).toContainText('小林');
  await expect(second.getByText('从顶部菜单开始')).toHaveCount(0);
  await context.close();
});

test('a new user is certified as person and enterprise, then switches to the enterprise role', async ({
  page,
  request,
  browser,
}) => {
  const phone = await signInNewUser(page, request);
  await submitPersonal(page, '王小明');

  await page.getByRole('tab', { name: /企业认证/ }).click();
  // A certified enterprise's name is refused when the field is left.
  await page.getByLabel('企业名称').fill('示例科技有限公司');
  await page.getByLabel('营业执照注册号').focus();
  await expect(page.getByText(MSG.enterpriseNameTaken)).toBeVisible();
  const enterpriseName = `星河机器人${phone.slice(-4)}有限公司`;
  await page.getByLabel('企业名称').fill(enterpriseName);
  await page.getByLabel('营业执照注册号').fill(freshRegistrationNo());
  await upload(page, 0, picture('licence.png', [255, 250, 230]), '营业执照');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(standing(page)).toHaveText('企业认证审核中');

  await review(browser, phone, [
    { kind: '个人认证', pass: true },
    { kind: '企业认证', pass: true },
  ]);

  await page.reload();
  await expect(page.getByRole('tab', { name: /个人认证/ })).toContainText('已通过');
  await page.getByRole('tab', { name: /企业认证/ }).click();
  await expect(standing(page)).toHaveText('企业认证已通过');
  await page.getByRole('button', { name: MSG.switchToEnterprise }).click();
  await expect(page).toHaveURL(/\/home\//);
  await expect(page.getByTestId('user-menu')).toContainText('企业身份');
  await expect(page.getByTestId('user-menu')).toContainText(enterpriseName);
  await expect(page.locator('.ant-layout-header .ant-menu').getByText('企业管理')).toBeVisible();
});

test('a refused certification shows the reason, is resubmitted, and its message is read and deleted', async ({
  page,
  request,
  browser,
}) => {
  const phone = await signInNewUser(page, request);
  await submitPersonal(page, '李小华');
  const reason = '身份证照片模糊，请重新上传清晰照片';
  await review(browser, phone, [{ kind: '个人认证', pass: false, reason }]);

  await page.reload();
  await expect(page.getByText(`审核意见：${reason}`)).toBeVisible();
  await expect(page.getByLabel('真实姓名')).toHaveValue('李小华');
  await page.getByLabel('身份证号').fill(CITIZEN_ID);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(standing(page)).toHaveText('个人认证审核中');

  // The decision arrived as a message: unread in the bell and the list.
  const bellCount = page.locator('.ant-layout-header .ant-badge-count');
  await page.getByRole('button', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/message-center$/);
  await expect(bellCount).toHaveText('1');
  await page
    .getByRole('row', { name: /实名认证未通过/ })
    .getByText('实名认证未通过')
    .click();
  const drawer = page.getByRole('dialog', { name: '消息详情' });
  await expect(drawer).toContainText(reason);
  await expect(bellCount).toHaveCount(0);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();

  // Select everything and delete, after confirming.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: /删除所选/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /删\s?除/ })
    .click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(page.getByText(MSG.emptyResult)).toBeVisible();
});

test('an avatar uploaded in the personal center shows in the header', async ({ page, request }) => {
  await signInNewUser(page, request);
  // The user menu opens on hover; on a loaded machine a click can land while it is still opening.
  await expect(async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: /个人中心/ }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/my-center$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '更换头像' })).toBeVisible();
  const headerAvatar = page.getByTestId('user-menu').locator('img');
  await expect(headerAvatar).toHaveCount(0);

  await page.locator('input[type=file]').setInputFiles(picture('me.png', [80, 160, 255]));
  await expect(toast(page, MSG.avatarSaved)).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /^blob:/);

  // The avatar is the user's: it is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^blob:/);
});
