import { expect, test } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { freshPhone, latestSms, nextCaptchaText, toast } from './support';

test('register a new phone, then the first sign-in lands on certification', async ({ page, request }) => {
  const phone = freshPhone();
  const password = 'robot2024';

  let captcha = await nextCaptchaText(page, request, () => page.goto('/register'));

  // An empty form only shows the field messages.
  await page.getByRole('button', { name: /注\s?册/ }).click();
  for (const text of [MSG.phoneRequired, MSG.imageCodeRequired, MSG.smsCodeRequired, MSG.passwordRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  // The SMS button checks the image code first, then the phone.
  await page.getByRole('button', { name: MSG.sendSms }).click();
  await expect(toast(page, MSG.imageCodeFirst)).toBeVisible();
  await page.getByPlaceholder('请输入图形验证码').fill(captcha);
  await page.getByPlaceholder('请输入手机号码').fill('1380000');
  await page.getByRole('button', { name: MSG.sendSms }).click();
  await expect(toast(page, MSG.phoneInvalid)).toBeVisible();

  // A real send: the countdown runs, and the spent captcha is replaced.
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  captcha = await nextCaptchaText(page, request, () =>
    page.getByRole('button', { name: MSG.sendSms }).click(),
  );
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  const countdown = page.getByRole('button', { name: /^\d+S$/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^(120|119|118)S$/);

  const { code } = await latestSms(request, phone, 'register');
  await page.getByPlaceholder('请输入图形验证码').fill(captcha);
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await page.getByPlaceholder('设置8-20位数字字母密码').fill('onlyletters');
  await page.getByRole('button', { name: /注\s?册/ }).click();
  await expect(page.getByText(MSG.passwordRule)).toBeVisible();
  await page.getByPlaceholder('设置8-20位数字字母密码').fill(password);

  await page.getByRole('button', { name: /注\s?册/ }).click();
  await expect(toast(page, MSG.policyRequired)).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注\s?册/ }).click();
  await expect(toast(page, MSG.registerOk)).toBeVisible();

  // Back in login mode with the phone filled in; the first login goes to certification.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('请输入手机号码')).toHaveValue(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await expect(page).toHaveURL(/\/certification$/);
  await expect(page.getByRole('heading', { name: '实名认证' })).toBeVisible();
});
