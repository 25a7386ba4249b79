import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { DEV_OUTBOX, type DevOutbox, type OutboxSms } from '../../src/shared/api/dev-outbox';
import type { SmsTemplate } from '../../src/shared/api/uc';
import { UC } from '../../src/shared/api/uc-paths';

/** Shared steps of the end-to-end tests: the demo outbox stands in for the user's phone. */

export const DEMO_ADMIN = '13800000001';
export const DEMO_PERSONAL = '13800000002';
export const DEMO_PASSWORD = 'demo1234';

/** A phone number no other test (or earlier run on the same database) has used. */
export function freshPhone(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-9);
  return `17${tail}`;
}

export async function readOutbox(request: APIRequestContext): Promise<DevOutbox> {
  const answer = await request.get(DEV_OUTBOX.json);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as DevOutbox;
}

const isImageCodeAnswer = (response: Response) =>
  response.url().includes(UC.imageCode) && response.request().method() === 'GET';

/** Waits for the next captcha the page loads and reads its text from the outbox. */
export async function nextCaptchaText(
  page: Page,
  request: APIRequestContext,
  trigger?: () => Promise<unknown>,
) {
  const [response] = await Promise.all([page.waitForResponse(isImageCodeAnswer), trigger?.()]);
  const { imageCodeKey } = (await response.json()).data as { imageCodeKey: string };
  const outbox = await readOutbox(request);
  const text = outbox.imageCodes[imageCodeKey];
  expect(text, 'the outbox knows the captcha').toBeTruthy();
  return text;
}

export async function latestSms(
  request: APIRequestContext,
  account: string,
  service: SmsTemplate,
): Promise<OutboxSms> {
  const outbox = await readOutbox(request);
  const sms = outbox.sms.find((entry) => entry.account === account && entry.service === service);
  expect(sms, `an SMS for ${account} (${service})`).toBeTruthy();
  return sms as OutboxSms;
}

/** Registers an account through the API, as a quick setup step for tests about other screens. */
export async function registerThroughApi(request: APIRequestContext, account: string, password: string) {
  const image = (await (await request.get(`${UC.imageCode}?height=60&width=120`)).json()).data;
  const imageCodeContent = (await readOutbox(request)).imageCodes[image.imageCodeKey];
  const send = await request.get(UC.validCode, {
    params: { account, imageCodeKey: image.imageCodeKey, imageCodeContent, service: 'register' },
  });
  expect((await send.json()).status).toBe(0);
  const { code } = await latestSms(request, account, 'register');
  const answer = await request.post(UC.register, { form: { account, validCode: code, password } });
  expect((await answer.json()).status).toBe(0);
}

/** The toast of a spec text (antd message). */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text);

export async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号码').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s?录/ }).click();
}

/** Opens the user menu in the header (it opens on hover). */
export async function openUserMenu(page: Page) {
  // The menu opens on the pointer entering its trigger. A hover made while the header was still
  // drawing itself after the sign-in could be missed, and a pointer already there enters nothing
  // again: it leaves and comes back until the menu (个人中心 is always in it) shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    await expect(page.getByRole('menuitem', { name: /个人中心/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
