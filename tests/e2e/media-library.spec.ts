import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { MATERIAL_API, type MaterialPage } from '../../src/shared/api/material';
import { bmp } from '../../src/shared/media/test-support/sample-files';
import { MSG } from '../../src/shared/messages';
import { canvasOf as canvas } from '../canvas';
import { toast } from './support';
import { configurationListPath, designerApi, signUpAndSignIn } from './support/designer';

/**
 * The media library (添加文件) from a picture field of the screen editor: uploads with progress,
 * the refusals of spec section 5 with their exact messages, choosing a file into the field and
 * seeing it on the robot screen, and deleting.
 */
// Each test signs up and opens the editor (its code and the robot runtime) before the dialog.
test.describe.configure({ timeout: 120_000 });

interface Workspace {
  editor: string;
  headers: Record<string, string>;
  projectId: string;
}

async function newWorkspace(page: Page, request: APIRequestContext): Promise<Workspace> {
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`素材${phone.slice(-4)}`);
  const screen = await api.createScreen(project.id, '素材测试屏');
  return {
    editor: `${configurationListPath(project)}/${screen.id}`,
    headers: api.headers,
    projectId: project.id,
  };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: /添加文件/ });
const tile = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const uploadTile = (page: Page, name: string) =>
  dialog(page).locator('[data-upload-state]', { hasText: name });

/** The editor on the wake-up page, its background field's media library open. */
async function openLibrary(page: Page, { editor }: Workspace) {
  await page.goto(editor);
  await expect(canvas(page).locator('[data-tag="vmain-page-1"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '唤醒页', exact: true }).click();
  await expect(canvas(page).locator('[data-tag="rb-sleep-hoc"]')).toBeVisible();
  await page.getByRole('button', { name: /^(选择|更换)背景图$/ }).click();
  await expect(dialog(page)).toBeVisible();
}

async function choose(page: Page, ...files: { name: string; buffer: Buffer; mimeType?: string }[]) {
  await dialog(page)
    .getByTestId('media-upload-input')
    .setInputFiles(files.map((file) => ({ mimeType: 'application/octet-stream', ...file })));
}

/** Drops files on the dialog, as from the desktop (the file button takes one at a time here). */
async function dropFiles(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle((fileNames) => {
    const transfer = new DataTransfer();
    for (const name of fileNames) transfer.items.add(new File(['BM'], name));
    return transfer;
  }, names);
  await dialog(page).getByTestId('media-library').dispatchEvent('drop', { dataTransfer });
}

/** Bytes that start like the format's files: the server checks signatures, not whole files. */
const fakeVideo = (size: number) => {
  const bytes = Buffer.alloc(size, 3);
  bytes.write('\u0000\u0000\u0000\u0020ftypisom', 'latin1');
  return bytes;
};
const fakeGif = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.write('GIF89a');
  return bytes;
};
const picture = (rgb: [number, number, number]) => Buffer.from(bmp(64, 64, rgb));

async function ownFiles(request: APIRequestContext, { headers, projectId }: Workspace) {
  const pages = await Promise.all(
    (['image', 'video'] as const).map(async (resourceType) => {
      const answer = await request.get(MATERIAL_API.page, { headers, params: { projectId, resourceType } });
      return ((await answer.json()) as Envelope<MaterialPage>).data.content;
    }),
  );
  return pages.flat().map((record) => record.resourceName);
}

test('uploads a picture and a video with progress, and the chosen picture shows on the robot screen', async ({
  page,
  request,
}) => {
  const workspace = await newWorkspace(page, request);
  await openLibrary(page, workspace);
  await expect(dialog(page).getByRole('tab', { name: '图片库', selected: true })).toBeVisible();
  await expect(dialog(page).getByPlaceholder(MSG.mediaSearch)).toHaveValue('');
  await expect(dialog(page).getByRole('button', { name: /^确\s?定$/ })).toBeDisabled();

  // A slow uplink: the video's progress circle is seen before it joins my videos.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150_000,
  });
  await choose(page, { name: '展厅介绍.mp4', buffer: fakeVideo(1_500_000) });
  await expect(dialog(page).getByRole('tab', { name: '我的视频', selected: true })).toBeVisible();
  await expect(uploadTile(page, '展厅介绍.mp4').getByRole('progressbar')).toBeVisible();
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(tile(page, '展厅介绍.mp4')).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, MSG.uploadOk)).toBeVisible();

  // A video is not a picture: the background field refuses it.
  await tile(page, '展厅介绍.mp4').click();
  await dialog(page)
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(toast(page, MSG.unsupportedFileType)).toBeVisible();

  await choose(page, { name: '迎宾背景.bmp', buffer: picture([30, 120, 255]) });
  await expect(dialog(page).getByRole('tab', { name: '我的图片', selected: true })).toBeVisible();
  await tile(page, '迎宾背景.bmp').click();
  await dialog(page)
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(dialog(page)).toBeHidden();
  const backdrop = canvas(page).locator('[data-tag="rb-sleep-hoc"] img.rb-backdrop');
  await expect(backdrop).toHaveAttribute('src', /\/manager\/v1\/homepage\/file\?path=[0-9a-f]{64}\.bmp$/);
  await expect
    .poll(() => backdrop.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 })
    .toBe(64);
  expect(await ownFiles(request, workspace)).toEqual(['迎宾背景.bmp', '展厅介绍.mp4']);
});

test('a duplicate, an oversize file, a renamed executable and too many files get their messages and change nothing', async ({
  page,
  request,
}) => {
  const workspace = await newWorkspace(page, request);
  await openLibrary(page, workspace);
  await choose(page, { name: '标志.bmp', buffer: picture([200, 40, 40]) });
  await expect(tile(page, '标志.bmp')).toBeVisible();
  const before = await ownFiles(request, workspace);

  await choose(page, { name: '标志副本.bmp', buffer: picture([200, 40, 40]) });
  await expect(uploadTile(page, '标志副本.bmp')).toContainText(MSG.fileExists);
  await choose(page, { name: '超大动图.gif', buffer: fakeGif(3 * 1024 * 1024) });
  await expect(uploadTile(page, '超大动图.gif')).toContainText(MSG.fileTooLarge);
  await choose(page, {
    name: 'setup.png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 1)]),
  });
  await expect(uploadTile(page, 'setup.png')).toContainText(MSG.fileTypeWrong);
  await dropFiles(page, ['a.bmp', 'b.bmp']);
  await expect(toast(page, MSG.tooManyFiles(1))).toBeVisible();
  await expect(uploadTile(page, 'a.bmp')).toHaveCount(0);

  expect(await ownFiles(request, workspace)).toEqual(before);
});

test('deletes an own file after confirmation', async ({ page, request }) => {
  const workspace = await newWorkspace(page, request);
  await openLibrary(page, workspace);
  await choose(page, { name: '旧海报.bmp', buffer: picture([90, 200, 120]) });
  await tile(page, '旧海报.bmp').hover();
  await tile(page, '旧海报.bmp').getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /^删\s?除$/ })
    .click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(tile(page, '旧海报.bmp')).toHaveCount(0);
  await expect(dialog(page).getByText(MSG.mediaEmpty)).toBeVisible();
  expect(await ownFiles(request, workspace)).toEqual([]);
});

test('searching goes to the picture library, changing tab clears the choice, and every opening starts afresh', async ({
  page,
  request,
}) => {
  const workspace = await newWorkspace(page, request);
  await openLibrary(page, workspace);
  const confirm = dialog(page).getByRole('button', { name: /^确\s?定$/ });
  const search = dialog(page).getByPlaceholder(MSG.mediaSearch);

  // The library hint stays closed once closed: a tooltip record in local storage.
  await dialog(page).getByRole('button', { name: '不再提示' }).click();
  expect(await page.evaluate(() => localStorage.getItem('imgLibTips'))).toBe('["pictureLibrary"]');

  await dialog(page).getByRole('tab', { name: '图标' }).click();
  await search.fill('夜景');
  await expect(dialog(page).getByRole('tab', { name: '图片库', selected: true })).toBeVisible();
  await expect(tile(page, '城市夜景')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: '引导指路', exact: true })).toHaveCount(0);

  await tile(page, '城市夜景').click();
  await expect(confirm).toBeEnabled();
  await dialog(page).getByRole('tab', { name: '图片', exact: true }).click();
  await expect(confirm).toBeDisabled();

  await dialog(page)
    .getByRole('button', { name: /^取\s?消$/ })
    .click();
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: /^(选择|更换)背景图$/ }).click();
  await expect(search).toHaveValue('');
  await expect(dialog(page).getByRole('tab', { name: '图片库', selected: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: '不再提示' })).toHaveCount(0);

  await tile(page, '城市夜景').click();
  await confirm.click();
  await expect(canvas(page).locator('[data-tag="rb-sleep-hoc"] img.rb-backdrop')).toHaveAttribute(
    'src',
    '/stock/pictures/skyline-night.svg',
  );
});
