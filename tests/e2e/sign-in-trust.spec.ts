import { type APIRequestContext, expect, test } from '@playwright/test';
import { UC } from '../../src/shared/api/uc-paths';
import { loginSecret, passwordHash } from '../../src/shared/login-secret';
import { MSG } from '../../src/shared/messages';
import { freshPhone, nextCaptchaText, registerThroughApi, toast } from './support';

const PASSWORD = 'robot2024';

async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const timestamp = Date.now();
  const answer = await request.post(UC.token, {
    form: {
      account,
      secret: loginSecret(account, passwordHash(PASSWORD), timestamp),
      timestamp,
      granType: 'password',
    },
  });
  return (await answer.json()).data.token as string;
}

test('after three wrong passwords the image code is asked for, and the sign-in passes with it', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await registerThroughApi(request, phone, PASSWORD);
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  const submit = page.getByRole('button', { name: /登\s?录/ });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByPlaceholder('请输入密码').fill(`wrong${attempt}pass`);
    await submit.click();
    await expect(toast(page, MSG.loginFailed).last()).toBeVisible();
    if (attempt < 2) await expect(page.getByPlaceholder('请输入图形验证码')).toHaveCount(0);
  }

  // The third failure brings the image code in; a wrong one is refused and drawn anew.
  await expect(page.getByPlaceholder('请输入图形验证码')).toBeVisible();
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('请输入图形验证码').fill('zzzzz');
  const captcha = await nextCaptchaText(page, request, () => submit.click());
  await expect(toast(page, MSG.imageCodeWrong)).toBeVisible();
  await page.getByPlaceholder('请输入图形验证码').fill(captcha);
  await submit.click();
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await expect(page).toHaveURL(/\/certification$/);
});

test('a sign-in link names its account and starts the session only when confirmed, once', async ({
  browser,
  request,
}) => {
  const phone = freshPhone();
  await registerThroughApi(request, phone, PASSWORD);
  const token = await tokenOf(request, phone);
  const ticket = (
    await (await request.post(UC.signInTicket, { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data.ticket as string;
  expect(ticket).not.toBe(token);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?t=${encodeURIComponent(ticket)}`);
  await expect(page.getByText('确认登录')).toBeVisible();
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?t=/);
  await page.getByRole('button', { name: '以此账号登录' }).click();
  await expect(page).toHaveURL(/\/home\//);

  // Spent: the same link, in another browser, leads to the plain login form.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/login?t=${encodeURIComponent(ticket)}`);
  await expect(toast(other, MSG.signInTicketInvalid)).toBeVisible();
  await expect(other.getByPlaceholder('请输入密码')).toBeVisible();
  await context.close();
});
