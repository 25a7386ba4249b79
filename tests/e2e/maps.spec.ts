import { expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { MAP_API, MAP_MSG, type MapDetail } from '../../src/shared/api/maps';
import { createSequentialIds } from '../../src/shared/screen/ids';
import { applyTemplate } from '../../src/shared/screen/templates/instantiate';
import { findTemplates } from '../../src/shared/screen/templates/library';
import { canvasOf as canvas, clickInCanvas } from '../canvas';
import { toast } from './support';
import { configurationListPath, designerApi, signUpAndSignIn } from './support/designer';

/**
 * 地图管理 end to end: a designer places a point on a floor map, names it, and picks it as a
 * destination of the navigation page in the screen editor; the screen shows its name and the
 * stored destination names the point by id.
 */

const planPoint = async (page: Page, share: { x: number; y: number }) => {
  const box = (await page.getByTestId('floor-plan').boundingBox())!;
  return { x: box.x + box.width * share.x, y: box.y + box.height * share.y };
};

test('a point placed on the map becomes a destination of the navigation page', async ({ page, request }) => {
  // A walk through two areas and the editor: more steps than most tests.
  test.slow();
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`地图${phone.slice(-4)}`);
  const created = await request.put(MAP_API.create, {
    headers: api.headers,
    data: {
      projectId: project.id,
      name: '二楼展厅',
      floor: '2F',
      pictureUrl: '/robot-ui/pictures/campus.svg',
      pictureWidth: 1600,
      pictureHeight: 1000,
    },
  });
  const map = ((await created.json()) as Envelope<MapDetail>).data as MapDetail;

  // The map list shows the floor; its detail opens on the plan.
  const mapList = configurationListPath(project).replace('ui-configuration', 'map-management');
  await page.goto(mapList);
  await expect(page.getByText('0 个点位')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: '二楼展厅' }).first().click();
  await expect(page.getByTestId('floor-plan').locator('canvas').first()).toBeVisible();

  // 添加点位, then a click on the plan places 点位 1; it is renamed in the side panel.
  await page.getByRole('button', { name: '添加点位' }).click();
  const spot = await planPoint(page, { x: 0.5, y: 0.5 });
  await page.mouse.click(spot.x, spot.y);
  await expect(toast(page, MAP_MSG.pointCreated)).toBeVisible();
  const name = page.getByRole('textbox', { name: '点位名称' });
  await expect(name).toHaveValue('点位 1');
  await name.fill('咖啡吧');
  await page.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(toast(page, MAP_MSG.pointSaved)).toBeVisible();
  await expect(page.getByRole('list', { name: '点位列表' }).getByText('咖啡吧')).toBeVisible();

  // Dragging it moves it; the new place is saved.
  const [before] = await pointsOf(request, api.headers, map.id);
  const from = await planPoint(page, { x: 0.5, y: 0.5 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 6 });
  await page.mouse.up();
  await expect
    .poll(async () => (await pointsOf(request, api.headers, map.id))[0].x)
    .toBeGreaterThan(before.x);

  // The navigation page of a screen picks it among the project's points.
  const screen = await api.createScreen(project.id, '展厅迎宾屏');
  const [template] = findTemplates({ pageType: 'NAVIGATION', orientation: 'vertical' });
  applyTemplate(screen.document, template, createSequentialIds('e2e'));
  await api.save(screen);
  const navigation = screen.document.pages.find((each) => each.type === 'NAVIGATION')!;
  await page.goto(`${configurationListPath(project)}/${screen.id}`);
  await page.getByRole('button', { name: navigation.name, exact: true }).click();
  const first = canvas(page).locator('[data-tag="rb-navigation-page"] [data-entry="destinations.0"]');
  await expect(first).toBeVisible({ timeout: 30_000 });
  await clickInCanvas(page, first);
  const panel = page.getByRole('region', { name: '属性' });
  await panel.getByLabel('地图点位').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '咖啡吧' }).click();
  await expect(canvas(page).locator('[data-entry="destinations.0"]').getByText('咖啡吧')).toBeVisible();

  // Shortcuts wait while a field has the focus (as after the select); the designer leaves it first.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  const stored = await api.detail(screen.id);
  const page2 = stored.document.pages.find((each) => each.id === navigation.id)!;
  const destination = (page2.ast.data.destinations as { pointId?: string; name: string }[])[0];
  expect(destination).toMatchObject({ pointId: before.id, name: '咖啡吧' });

  // The point is now in use: deleting it lists the screen and asks first (a second tab: the
  // editor stays open).
  const second = await page.context().newPage();
  await second.goto(mapList);
  await second.getByRole('link', { name: '二楼展厅' }).first().click();
  await second.getByRole('list', { name: '点位列表' }).getByText('咖啡吧').click();
  // The side panel's 删除 (not 删除地图): its name carries the icon's.
  await second.getByRole('button', { name: 'delete 删除', exact: true }).click();
  const dialog = second.getByRole('dialog').filter({ hasText: '删除点位「咖啡吧」？' });
  await expect(dialog.getByText(/展厅迎宾屏/)).toBeVisible();
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await expect(dialog).toBeHidden();
});

async function pointsOf(
  request: Parameters<Parameters<typeof test>[2]>[0]['request'],
  headers: Record<string, string>,
  mapId: string,
) {
  const answer = await request.get(MAP_API.detail, { headers, params: { id: mapId } });
  return ((await answer.json()) as Envelope<MapDetail>).data?.points ?? [];
}
