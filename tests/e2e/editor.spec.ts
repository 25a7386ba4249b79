import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { HomepageDetail } from '../../src/shared/api/homepage';
import { CANVAS_SELECTOR, canvasOf as canvas, clickInCanvas } from '../canvas';
import { configurationListPath, designerApi, signUpAndSignIn } from './support/designer';

/**
 * The screen editor end to end: a designer edits in the property panel and sees the robot
 * screen change in its iframe, undoes and redoes, deletes a module clicked in the canvas with the
 * keyboard, selects a module clicked as soon as the canvas shows it, turns the screen to
 * landscape, gets a local draft back after a reload, resolves a save conflict with a second tab,
 * drops a sticker where it should sit, clicks an entry of a list to edit it, and exports a PNG.
 */
interface Opened {
  list: string;
  screen: HomepageDetail;
  detail: () => Promise<HomepageDetail>;
}

async function openNewConfiguration(page: Page, request: APIRequestContext): Promise<Opened> {
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`编辑器${phone.slice(-4)}`);
  const screen = await api.createScreen(project.id, '展厅迎宾屏');
  return { list: configurationListPath(project), screen, detail: () => api.detail(screen.id) };
}

/** Opens the editor and waits for the robot screen (the editor's code and the runtime load first). */
async function openEditor(page: Page, { list, screen }: Opened) {
  await page.goto(`${list}/${screen.id}`);
  await expect(canvas(page).locator('[data-tag="vmain-page-1"]')).toBeVisible({ timeout: 30_000 });
}
const saveStatus = (page: Page) => page.locator('[data-save-status]');

/** Opens the editor on the wake-up page, whose title the page panel edits. */
async function openWakeUpPage(page: Page, opened: Opened) {
  await openEditor(page, opened);
  await page.getByRole('button', { name: '唤醒页', exact: true }).click();
  await expect(canvas(page).locator('[data-tag="rb-sleep-hoc"]')).toBeVisible();
}

const titleField = (page: Page) => page.getByRole('textbox', { name: '标题', exact: true });

test('a panel edit shows in the iframe, undo and redo follow, and the save reaches the server', async ({
  page,
  request,
}) => {
  const opened = await openNewConfiguration(page, request);
  await openWakeUpPage(page, opened);
  // The editor takes the window: nothing under it (the project's page, the footer) scrolls.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
  await titleField(page).fill('欢迎来到科技馆');
  await expect(canvas(page).getByText('欢迎来到科技馆')).toBeVisible();
  await titleField(page).blur();

  await page.getByRole('button', { name: '撤销' }).click();
  await expect(canvas(page).getByText('欢迎来到科技馆')).toHaveCount(0);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(canvas(page).getByText('欢迎来到科技馆')).toBeVisible();

  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  const stored = await opened.detail();
  expect(stored.version).toBeGreaterThan(opened.screen.version);
  expect(stored.document.pages[1].ast.data.title).toBe('欢迎来到科技馆');
  expect(stored.thumbnail).toMatch(/^data:image\/png;base64,/);
});

test('a module clicked in the canvas goes with the Delete key and comes back with Ctrl+Z', async ({
  page,
  request,
}) => {
  await openEditor(page, await openNewConfiguration(page, request));
  const hint = canvas(page).locator('[data-tag="rb-question-hint"]');
  await expect(hint).toHaveCount(1);
  // The canvas never takes the focus: a Delete pressed at once goes straight to the editor, not
  // through the canvas's forwarding (the browser could hand the canvas the focus after the
  // editor had taken it back).
  type Counted = Window & { canvasFocuses?: number };
  await hint.evaluate(() => {
    (window as Counted).canvasFocuses = 0;
    addEventListener('focus', () => {
      (window as Counted).canvasFocuses! += 1;
    });
  });
  await clickInCanvas(page, hint);
  const properties = page.getByRole('region', { name: '属性' });
  await expect(properties).toContainText('问题提示');
  expect(await hint.evaluate(() => (window as Counted).canvasFocuses)).toBe(0);
  await page.keyboard.press('Delete');
  await expect(hint).toHaveCount(0);
  // The panels follow the canvas: the page's settings once the module is gone.
  await expect(page.getByRole('region', { name: '页面设置' })).toBeVisible();
  await expect(properties).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(hint).toHaveCount(1);
});

test('a module clicked as soon as the canvas shows its page is selected, however slow the editor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const opened = await openNewConfiguration(page, request);
  // The editor slowed down, not the canvas (another process): the canvas draws its page, out of
  // sight, well before the editor puts it in place.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await openEditor(page, opened);
  await clickInCanvas(page, canvas(page).locator('[data-tag="rb-question-hint"]'));
  // Eight times slower, on a shared two-core machine: the panel may take longer than the default wait.
  await expect(page.getByRole('region', { name: '属性' })).toContainText('问题提示', { timeout: 30_000 });
});

test('from the keyboard alone a designer selects a module in the layers, moves it, deletes it and undoes', async ({
  page,
  request,
}) => {
  await openEditor(page, await openNewConfiguration(page, request));
  const tags = () =>
    canvas(page)
      .locator('[data-tag]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tag')));
  await expect(canvas(page).locator('[data-tag="rb-question-hint"]')).toHaveCount(1);
  const before = await tags();

  const layersTab = page.getByRole('tab', { name: '图层' });
  await layersTab.focus();
  await page.keyboard.press('Enter');
  const outline = page.getByRole('tree', { name: '图层' });
  await expect(outline).toBeVisible();
  // Tab on until the layers tree has the focus (the tab panel takes a stop of its own).
  const inTree = () => page.evaluate(() => document.activeElement?.closest('.ant-tree') !== null);
  for (let stops = 0; stops < 4 && !(await inTree()); stops++) await page.keyboard.press('Tab');
  expect(await inTree()).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const properties = page.getByRole('region', { name: '属性' });
  await expect(properties).toContainText('唤醒提示');

  // Ctrl+↓ moves it one place down; Delete removes it; Ctrl+Z brings it back, all without the mouse.
  await page.keyboard.press('Control+ArrowDown');
  await expect.poll(tags).not.toEqual(before);
  const moved = await tags();
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await tags()).length).toBe(moved.length - 1);
  await page.keyboard.press('Control+z');
  await expect.poll(tags).toEqual(moved);
  await page.keyboard.press('Control+z');
  await expect.poll(tags).toEqual(before);
});

test('global settings turn the screen to landscape and the canvas follows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const opened = await openNewConfiguration(page, request);
  await openEditor(page, opened);
  await page.getByRole('button', { name: '全局设置' }).click();
  await expect(page).toHaveURL(`${opened.list}/globalSetting/${opened.screen.id}`);
  await page.getByText('横屏', { exact: true }).click();
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('全局设置已保存')).toBeVisible();
  await page.getByRole('button', { name: '返回编辑器' }).click();

  await expect(canvas(page).locator('[data-tag^="hmain-page-"]')).toBeVisible();
  await expect(page.getByText('1920 × 1080 · 横屏')).toBeVisible();
  const frame = await page.locator('iframe[title="机器人屏幕画布"]').boundingBox();
  expect(Math.round(frame!.width)).toBe(700);
  expect(Math.round(frame!.height)).toBe(394);

  // The list's card follows the document: a landscape picture, not the old portrait one.
  await page.goto(opened.list);
  const card = page.getByRole('img', { name: '展厅迎宾屏的主页' });
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth > img.naturalHeight))
    .toBe(true);
  // And the turned page is laid out for its screen: nothing covers anything on the robot.
  await page.goto(`${opened.list}/publish/${opened.screen.id}`);
  await expect(page.getByText('检查通过')).toBeVisible({ timeout: 30_000 });
});

test('after a reload the unsaved local draft is offered back', async ({ page, request }) => {
  const opened = await openNewConfiguration(page, request);
  await openWakeUpPage(page, opened);
  await titleField(page).fill('草稿里的标题');
  await expect(canvas(page).getByText('草稿里的标题')).toBeVisible();
  // Reloaded before the idle save: the edit lives only in the browser's draft.
  await page.waitForTimeout(1200);
  await page.reload();
  await expect(page.getByText('发现未保存的本地草稿')).toBeVisible();
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await page.getByRole('button', { name: '唤醒页', exact: true }).click();
  await expect(canvas(page).getByText('草稿里的标题')).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', /dirty|saving|saved/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  expect((await opened.detail()).document.pages[1].ast.data.title).toBe('草稿里的标题');
});

test('a save conflict with a second tab is resolved without losing either edit', async ({
  page,
  context,
  request,
}) => {
  const opened = await openNewConfiguration(page, request);
  await openWakeUpPage(page, opened);
  const other = await secondTab(context, opened);

  await titleField(other).fill('另一个标签页的标题');
  await other.getByRole('button', { name: '保存' }).click();
  await expect(saveStatus(other)).toHaveAttribute('data-save-status', 'saved');

  await titleField(page).fill('我的标题');
  await page.getByRole('button', { name: '保存' }).click();
  const dialog = page.getByRole('dialog', { name: '这个配置已被其他人修改' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('我的版本', { exact: true })).toBeVisible();
  await expect(dialog.getByText('服务器上的版本', { exact: true })).toBeVisible();

  // Mine goes to a copy; this configuration keeps the other tab's edit.
  await dialog.getByRole('button', { name: '将我的版本另存为副本' }).click();
  await expect(page.getByText('你的版本已另存为「展厅迎宾屏 副本」')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/${opened.screen.id}$`));
  await page.getByRole('button', { name: '唤醒页', exact: true }).click();
  await expect(canvas(page).getByText('我的标题')).toBeVisible();
  expect((await opened.detail()).document.pages[1].ast.data.title).toBe('另一个标签页的标题');
});

async function secondTab(context: BrowserContext, opened: Opened): Promise<Page> {
  const other = await context.newPage();
  await openWakeUpPage(other, opened);
  return other;
}

test('drops a sticker from the palette where it is released, selected, and undoes it in one step', async ({
  page,
  request,
}) => {
  const opened = await openNewConfiguration(page, request);
  await openEditor(page, opened);
  const stickerTile = page.getByRole('button', { name: '添加贴纸' });
  await stickerTile.scrollIntoViewIfNeeded();
  const tile = (await stickerTile.boundingBox())!;
  const frame = (await page.locator(CANVAS_SELECTOR).boundingBox())!;
  // Half way across, 30 % down the 1080 × 1920 screen: design units (375, 400), the 200 × 120
  // sticker centred there.
  const target = { x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.3 };
  await page.mouse.move(tile.x + tile.width / 2, tile.y + tile.height / 2);
  await page.mouse.down();
  await page.mouse.move(tile.x + tile.width / 2 + 12, tile.y + tile.height / 2, { steps: 3 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await expect(page.getByTestId('drop-line')).toBeVisible();
  await page.mouse.up();

  await expect(canvas(page).locator('[data-tag="rb-sticker"]')).toBeVisible();
  await expect(page.getByTestId('free-layer-handle')).toBeVisible();
  const number = async (label: string) => Number(await page.getByLabel(label, { exact: true }).inputValue());
  expect(Math.abs((await number('横向位置')) - 275)).toBeLessThanOrEqual(2);
  expect(Math.abs((await number('纵向位置')) - 340)).toBeLessThanOrEqual(2);
  expect(await number('宽度')).toBe(200);

  await page.getByRole('button', { name: '撤销' }).click();
  await expect(canvas(page).locator('[data-tag="rb-sticker"]')).toHaveCount(0);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(canvas(page).locator('[data-tag="rb-sticker"]')).toBeVisible();
});

test('clicking an entry of a list in the canvas opens that entry in the property panel', async ({
  page,
  request,
}) => {
  const opened = await openNewConfiguration(page, request);
  await openEditor(page, opened);
  const panel = page.getByRole('region', { name: '属性' });

  // The 3rd feature of the feature list: its group and the feature open, the title in view.
  const third = canvas(page).locator('[data-tag="rb-feature-list"] [data-entry="dataSource.0.2"]');
  const thirdTitle = await third.locator('.rb-feature__title').textContent();
  await clickInCanvas(page, third);
  await expect(panel.getByText('功能列表', { exact: true })).toBeVisible();
  const title = panel.getByRole('textbox', { name: '标题', exact: true });
  await expect(title).toHaveValue(thirdTitle ?? '');
  await expect(title).toBeInViewport();

  // A card of the card list, further down the panel's sections.
  const card = canvas(page).locator('[data-tag="rb-feature-card-list"] [data-entry="dataSource.1"]');
  await clickInCanvas(page, card);
  await expect(panel.getByText('卡片列表', { exact: true })).toBeVisible();
  const cardTitle = panel.getByRole('textbox', { name: '标题', exact: true }).last();
  await expect(cardTitle).toHaveValue((await card.locator('.rb-picture-card__title').textContent()) ?? '');
  await expect(cardTitle).toBeInViewport();
});

/** Distinct colours of a PNG (5 bits a channel, every 7th pixel): a bare background has a handful. */
async function coloursOf(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 7)
      colours.add(((pixels[i] >> 3) << 10) | ((pixels[i + 1] >> 3) << 5) | (pixels[i + 2] >> 3));
    return colours.size;
  }, png.toString('base64'));
}

test('exports the current page as a PNG at the screen size, whole from the first export', async ({
  page,
  request,
}) => {
  const opened = await openNewConfiguration(page, request);
  await openEditor(page, opened);
  // The first PNG of the editor's fresh page renderer, asked for at once.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('展厅迎宾屏-主页.png');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
  // The page itself (pictures, cards, texts), not just its background.
  expect(await coloursOf(page, png)).toBeGreaterThan(200);
});
