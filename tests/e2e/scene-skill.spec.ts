import { expect, type Locator, type Page, test } from '@playwright/test';
import { SCENE_SKILL_MSG } from '../../src/shared/api/scene-skills';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Drags a step from the palette onto the canvas at (x, y) from the canvas's corner; answers the new step. */
async function dropStep(page: Page, word: string, x: number, y: number): Promise<Locator> {
  const steps = page.locator('.react-flow__node');
  const before = await steps.count();
  await page
    .getByRole('button', { name: `添加${word}` })
    .dragTo(page.locator('.react-flow__pane'), { targetPosition: { x, y } });
  await expect(steps).toHaveCount(before + 1);
  return steps.nth(before);
}

const centre = async (handle: Locator) => {
  const box = await handle.boundingBox();
  if (!box) throw new Error('handle not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Connects an exit of one step (its nth source handle) to another step's entry, as a hand would. */
async function connect(page: Page, from: Locator, exit: number, to: Locator) {
  const edges = page.locator('.react-flow__edge');
  const before = await edges.count();
  const start = await centre(from.locator('.react-flow__handle.source').nth(exit));
  const end = await centre(to.locator('.react-flow__handle.target'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
  await expect(edges).toHaveCount(before + 1);
}

const side = (page: Page) => page.getByRole('complementary', { name: '步骤设置' });

async function addTag(page: Page, label: string, value: string) {
  const field = side(page).getByLabel(label);
  await field.fill(value);
  await field.press('Enter');
}

test('an operator draws trigger → speak → ask with two branches → show page, simulates both answers, enables it and sees a robot’s run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: '展厅导览机器人' })
    .getByRole('link', { name: '展厅导览机器人' })
    .click();
  await page.locator('.ant-layout-sider').getByText('场景技能', { exact: true }).click();
  await expect(page).toHaveURL(/\/scene-skill$/);

  const name = `办业务引导${Date.now().toString().slice(-5)}`;
  await page.getByRole('button', { name: '新建场景' }).first().click();
  const drawer = page.getByRole('dialog', { name: '新建场景' });
  await drawer.getByLabel('场景名称').fill(name);
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, SCENE_SKILL_MSG.created).last()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Draw: a trigger, a speak, an ask with two branches, a page, an end.
  const trigger = await dropStep(page, '触发条件', 200, 20);
  await addTag(page, '关键词（访客的话包含任一个即开始）', '办业务');
  const speak = await dropStep(page, '播报', 200, 120);
  await side(page).getByLabel('播报内容').fill('您好，欢迎来到营业厅');
  const ask = await dropStep(page, '提问', 200, 220);
  await side(page).getByLabel('提问内容').fill('请问您要办理哪项业务？');
  await side(page).getByLabel('分支 1', { exact: true }).fill('开户');
  await addTag(page, '分支 1 回答示例', '开户');
  await side(page).getByRole('button', { name: '添加分支' }).click();
  await side(page).getByLabel('分支 2', { exact: true }).fill('存钱');
  await addTag(page, '分支 2 回答示例', '存钱');
  const show = await dropStep(page, '展示页面', 20, 370);
  await side(page).getByLabel('页面（已发布的界面）').click();
  const pageOption = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const pageName = (await pageOption.textContent()) ?? '';
  await pageOption.click();
  const end = await dropStep(page, '结束', 120, 490);

  await expect(page.getByTestId('flow-problems')).toBeVisible();
  await connect(page, trigger, 0, speak);
  await connect(page, speak, 0, ask);
  await connect(page, ask, 0, show);
  await connect(page, ask, 1, end);
  await connect(page, ask, 2, end);
  await connect(page, show, 0, end);
  await shoot(page, 'scene-connected');
  await expect(page.getByTestId('flow-problems')).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toContainText('已保存', { timeout: 15_000 });
  await shoot(page, 'scene-editor');

  // Simulate both answers with the robots' interpreter.
  await page.getByRole('button', { name: '模拟运行' }).click();
  const visitor = page.getByLabel('访客说的话');
  await visitor.fill('我想办业务');
  await visitor.press('Enter');
  const log = page.getByTestId('simulation-log');
  await expect(log).toContainText('您好，欢迎来到营业厅');
  await expect(log).toContainText('请问您要办理哪项业务？');
  // In traditional characters: the project's matcher reads it as 开户 (a plain text match did not).
  await visitor.fill('我要開戶');
  await visitor.press('Enter');
  await expect(page.getByTestId('simulated-screen')).toContainText(pageName);
  // The robot's screen itself, as the runtime renders it.
  await expect(
    page.getByTestId('simulated-screen').frameLocator('iframe').locator('body *').first(),
  ).toBeVisible();
  await expect(page.getByTestId('simulation-status')).toHaveText('已结束');
  await shoot(page, 'scene-simulation');

  await page.getByRole('button', { name: '重置' }).click();
  await visitor.fill('办业务');
  await visitor.press('Enter');
  await visitor.fill('我想存钱');
  await visitor.press('Enter');
  await expect(page.getByTestId('simulation-status')).toHaveText('已结束');
  await expect(page.getByTestId('simulated-screen')).toHaveCount(0);
  await expect(log).toContainText('场景结束');

  // Enable it: the demo robots pick it up from their bundle and report their runs.
  await page.getByRole('button', { name: /^启\s?用$/ }).click();
  await expect(toast(page, SCENE_SKILL_MSG.enabled).last()).toBeVisible();
  await page.getByRole('button', { name: '运行记录' }).click();
  const run = page.getByTestId('scene-run').first();
  await expect(run).toBeVisible({ timeout: 90_000 });
  await expect(run).toContainText('关键词：办业务');
  await run.click();
  // The replay draws the run's path on the flow, edge by edge.
  await expect(page.locator('.react-flow__edge.animated')).not.toHaveCount(0);
  await shoot(page, 'scene-runs');
});
