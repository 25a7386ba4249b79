import { expect, test } from '@playwright/test';
import { HOMEPAGE_API, PLAYER_MISSING_MESSAGES } from '../../src/shared/api/homepage';
import { MSG } from '../../src/shared/messages';
import { configurationListPath, designerApi, signUpAndSignIn } from './support/designer';

test('publishing: problems lead to where they are fixed, release gives the robot its address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`发布测试${phone.slice(-4)}`);
  const screen = await api.createScreen(project.id, '迎宾屏');
  const list = configurationListPath(project);

  // A wake-up page without a name and an empty wake word: two problems, release refused.
  const broken = structuredClone(screen);
  broken.document.global.wakeWord = '';
  broken.document.pages[1].name = '';
  await api.save(broken);
  await page.goto(`${list}/publish/${screen.id}`);
  await expect(page.getByText('发现 2 个问题，修改后才能发布')).toBeVisible();
  await expect(page.getByRole('button', { name: /发\s?布$/ })).toBeDisabled();
  await page.getByRole('button', { name: /页面名称不能为空/ }).click();
  await expect(page).toHaveURL(`${list}/${screen.id}?page=${screen.document.pages[1].id}`);
  await page.goto(`${list}/publish/${screen.id}`);
  await page.getByRole('button', { name: /唤醒词不能为空/ }).click();
  await expect(page).toHaveURL(`${list}/globalSetting/${screen.id}`);

  // Fixed (the template's own document again): every page previewed, then released.
  await api.save({ ...screen, version: screen.version + 1 });
  await page.goto(`${list}/publish/${screen.id}`);
  // Every page's preview runs the robot runtime: give a busy machine time.
  await expect(page.getByText('检查通过')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('iframe')).toHaveCount(screen.document.pages.length);
  // Releasing reaches real robots: it asks first, and says this is the first release.
  await page.getByRole('button', { name: /发\s?布$/ }).click();
  let confirm = page.getByRole('dialog', { name: '发布「迎宾屏」到机器人？' });
  await expect(confirm).toContainText('这是第一次发布');
  await confirm.getByRole('button', { name: /取\s?消/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: /发\s?布$/ })).toBeEnabled();
  await page.getByRole('button', { name: /发\s?布$/ }).click();
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByText('发布成功', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '已发布最新版本' })).toBeDisabled();
  const address = (await page.getByTestId('player-address').textContent()) ?? '';
  expect(address).toMatch(/\/robot\/[\w-]+$/);

  // The robot's browser: no login, the released screen full size.
  const robot = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1080 / 2, height: 1920 / 2 } });
  await robot.goto(new URL(address).pathname);
  const frame = robot.locator('iframe');
  await expect(frame).toHaveAttribute('src', /runtime\.html\?mode=player/);
  await expect(robot.frameLocator('iframe').locator('#robot-root > *').first()).toBeVisible();
  // An address nobody was given is not "not released yet": it is unknown.
  await robot.goto('/robot/not-a-released-key');
  await expect(robot.getByText(PLAYER_MISSING_MESSAGES.UNKNOWN)).toBeVisible();
  await expect(robot.getByText(MSG.homepageNotReleased)).toHaveCount(0);
  await robot.goto('/robot/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(robot.getByText(PLAYER_MISSING_MESSAGES.UNKNOWN)).toBeVisible();
  await robot.close();

  // A second release names what changed since the first, page by page.
  const released = await api.detail(screen.id);
  const renamedPage = structuredClone(released);
  renamedPage.document.pages[0].name = '迎宾主页';
  await api.save(renamedPage);
  await page.reload();
  await page.getByRole('button', { name: '发布新版本' }).click();
  confirm = page.getByRole('dialog', { name: '发布「迎宾屏」到机器人？' });
  await expect(confirm).toContainText('修改的页面');
  await expect(confirm).toContainText('迎宾主页');
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByRole('button', { name: '已发布最新版本' })).toBeDisabled();
});

test('the player address stays on one line with its copy button beside it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`地址测试${phone.slice(-4)}`);
  const screen = await api.createScreen(project.id, '前台屏');
  const answer = await request.put(HOMEPAGE_API.release, {
    headers: api.headers,
    data: { id: screen.id, version: screen.version },
  });
  expect(answer.ok()).toBe(true);
  // The layout check's runtime is held back: the address must not move when the check ends.
  let letCheckRun = () => {};
  const checkMayRun = new Promise<void>((resolve) => {
    letCheckRun = resolve;
  });
  await page.route('**/runtime.html?mode=editor*', async (route) => {
    await checkMayRun;
    await route.continue();
  });
  await page.goto(`${configurationListPath(project)}/publish/${screen.id}`);
  const address = page.getByTestId('player-address');
  await expect(page.getByRole('status')).toContainText('正在检查版面');
  const whileChecking = (await address.boundingBox())!;
  await page.screenshot({ path: testInfo.outputPath('publish-checking.png') });
  letCheckRun();
  await expect(page.getByText('检查通过')).toBeVisible();
  expect((await address.boundingBox())!.y).toBeCloseTo(whileChecking.y, 0);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const copy = page.getByRole('button', { name: '复制地址' });
    await expect(address).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`publish-${viewport.width}x${viewport.height}.png`) });
    const field = (await address.boundingBox())!;
    const button = (await copy.boundingBox())!;
    // One line: no taller than a line of text; the copy button to its right, on the same line.
    expect(field.height).toBeLessThanOrEqual(40);
    expect(button.x).toBeGreaterThanOrEqual(field.x + field.width - 1);
    expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThan(6);
    // The whole address is still there to read and copy.
    await expect(address).toHaveAttribute('title', /\/robot\/[\w-]{24}$/);
  }
});

test('the publish check catches parts that cover each other on the robot screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`版面检查${phone.slice(-4)}`);
  const screen = await api.createScreen(project.id, '转横屏');
  // A portrait page put on a landscape screen as it was, sizes and all (what the orientation switch
  // once did): the portrait logo covers the greeting, the fourth question sits under the subtitle.
  const turned = structuredClone(screen);
  turned.document.global.screenSize = { width: 1920, height: 1080 };
  turned.document.pages[0].ast.tag = 'hmain-page-1';
  await api.save(turned);
  await page.goto(`${configurationListPath(project)}/publish/${screen.id}`);
  const check = page.locator('.ant-card', { hasText: '发布检查' });
  await expect(check.getByText(/与「Logo」重叠/)).toBeVisible({ timeout: 30_000 });
  await expect(check.getByText(/「问题提示」与「机器人说话字幕」重叠/)).toBeVisible();
  await expect(page.getByRole('button', { name: /发\s?布$/ })).toBeDisabled();
});
