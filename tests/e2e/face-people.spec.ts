import { expect, type Page, test } from '@playwright/test';
import { sampleFacePhoto, twoFacesPhoto } from '../../server/faces/sample-faces';
import { FACE_PERSON_MSG } from '../../src/shared/api/face-people';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the admin adds a person with a photo to a face group and sees the face found in it; a photo of two people is refused beside it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: '展厅导览机器人' })
    .getByRole('link', { name: '展厅导览机器人' })
    .click();
  await page.locator('.ant-layout-sider').getByText('人脸库', { exact: true }).click();
  await page.getByRole('link', { name: '展厅员工' }).click();

  // The demo staff come with their photos, each face boxed.
  const people = page.locator('.ant-card').filter({ hasText: '人员' });
  await expect(people.getByRole('row').filter({ hasText: '王晓明' }).getByTestId('face-box')).toBeVisible();

  // They work Monday to Friday: the month calendar of their attendance marks every weekend day 休.
  const attendance = page.locator('.ant-card').filter({ has: page.getByText('考勤', { exact: true }) });
  await expect(attendance).toContainText('周一至周五 · 上班 09:00 · 下班 17:00');
  const today = new Date();
  const daysInMonth = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  const weekendDays = Array.from({ length: daysInMonth }, (_, index) =>
    new Date(today.getFullYear(), today.getMonth(), index + 1).getDay(),
  ).filter((weekday) => weekday === 0 || weekday === 6).length;
  await expect(attendance.locator('.ant-picker-cell-in-view').filter({ hasText: '休' })).toHaveCount(
    weekendDays,
  );

  await people.getByRole('button', { name: '新增人员' }).click();
  const drawer = page.getByRole('dialog', { name: '新增人员' });
  await drawer.getByLabel('姓名').fill('林小雨');
  await drawer.getByLabel('工号').fill('XH-009');
  await drawer.getByRole('button', { name: '添加并上传照片' }).click();
  await expect(toast(page, FACE_PERSON_MSG.created)).toBeVisible();

  const editing = page.getByRole('dialog', { name: '编辑人员：林小雨' });
  const chooser = editing.locator('input[type=file]');
  await chooser.setInputFiles({ name: '林小雨.jpg', mimeType: 'image/jpeg', buffer: sampleFacePhoto('e') });
  await expect(editing.getByTestId('face-photo')).toHaveCount(1, { timeout: 60_000 });
  await expect(editing.getByTestId('face-box')).toBeVisible();
  const box = await editing.getByTestId('face-box').boundingBox();
  const photo = await editing.getByTestId('face-photo').boundingBox();
  expect(box && photo && box.width < photo.width && box.height < photo.height).toBe(true);

  await chooser.setInputFiles({ name: '合影.jpg', mimeType: 'image/jpeg', buffer: twoFacesPhoto() });
  await expect(editing.getByRole('alert')).toHaveText(FACE_PERSON_MSG.manyFaces(2), { timeout: 60_000 });
  await expect(editing.getByTestId('face-photo')).toHaveCount(1);
  await shoot(page, 'face-person-photos');

  await editing.getByRole('button', { name: /完\s?成/ }).click();
  const row = people.getByRole('row').filter({ hasText: '林小雨' });
  await expect(row).toContainText('XH-009');
  await expect(row.getByTestId('face-box')).toBeVisible();
  await shoot(page, 'face-people');
});
