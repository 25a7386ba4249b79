import { expect, test } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { freshPhone, latestSms, nextCaptchaText, registerThroughApi, signIn, toast } from './support';

test('forgot password: reset with an SMS code, then sign in with the new password', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await registerThroughApi(request, phone, 'oldpass123');

  await page.goto('/login');
  let captcha = await nextCaptchaText(page, request, () =>
    page.getByRole('link', { name: '忘记密码？' }).click(),
  );
  await expect(page).toHaveURL(/\/retrievePassword$/);

  await page.getByPlaceholder('请输入注册时的手机号码').fill(phone);
  await page.getByPlaceholder('请输入图形验证码').fill(captcha);
  captcha = await nextCaptchaText(page, request, () =>
    page.getByRole('button', { name: MSG.sendSms }).click(),
  );
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  const { code } = await latestSms(request, phone, 'forget_password');

  await page.getByPlaceholder('请输入图形验证码').fill(captcha);
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await page.getByPlaceholder('设置8-20位数字字母新密码').fill('newpass456');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(toast(page, MSG.passwordResetOk)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, phone, 'oldpass123');
  await expect(toast(page, MSG.loginFailed)).toBeVisible();
  await signIn(page, phone, 'newpass456');
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await expect(page).toHaveURL(/\/certification$/);
});
