import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { DICTIONARY_MSG } from '../../src/shared/api/dictionaries';
import type { Envelope } from '../../src/shared/api/envelope';
import { INTENT_MSG } from '../../src/shared/api/intents';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

// The shared machine is loaded while several areas are built at once: screens get more time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

/** A fresh project of the demo enterprise, made through the API as the signed-in admin. */
async function createProject(page: Page, request: APIRequestContext, name: string): Promise<ProjectSummary> {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const body = (await (
    await request.put(PROJECT_API.create, { headers, data: { name, description: '' } })
  ).json()) as Envelope<ProjectSummary>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** 新建… in its drawer: the new row's page opens. */
async function createNamed(page: Page, button: string, noun: string, name: string) {
  await page.getByRole('button', { name: button }).first().click();
  const drawer = page.getByRole('dialog', { name: button });
  await drawer.getByLabel(`${noun}名称`).fill(name);
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Drags the mouse over characters [start, end) of an example, as a person selects words. */
async function selectWords(page: Page, example: string, start: number, end: number) {
  const rect = await page.locator(`[data-example="${example}"]`).evaluate(
    (element, [from, to]) => {
      const text = element.querySelector('[data-offset="0"]')?.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      const { left, right, top, height } = range.getBoundingClientRect();
      return { left, right, y: top + height / 2 };
    },
    [start, end],
  );
  await page.mouse.move(rect.left + 2, rect.y);
  await page.mouse.down();
  await page.mouse.move(rect.right - 2, rect.y, { steps: 6 });
  await page.mouse.up();
}

test('an operator builds a dictionary with synonyms, then an intent whose example marks a slot by selecting words', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const name = `意图测试${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, name);
  const projectPath = `/home/project-management/${project.id}_${encodeURIComponent(name)}`;

  // A dictionary with one entry and its synonyms, added in place.
  await page.goto(`${projectPath}/dictionary-management`);
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible();
  await createNamed(page, '新建词典', '词典', '展厅');
  await page.getByRole('button', { name: '新增词条' }).click();
  await page.getByLabel('词条', { exact: true }).fill('展厅A');
  const synonyms = page.getByRole('combobox', { name: '同义词' });
  await synonyms.fill('A厅');
  await synonyms.press('Enter');
  await synonyms.fill('一号展厅');
  await synonyms.press('Enter');
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, DICTIONARY_MSG.entryCreated)).toBeVisible();
  const entry = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(entry).toContainText('展厅A');
  await expect(entry.locator('.ant-tag')).toHaveText(['A厅', '一号展厅']);

  // An intent with a required slot filled from the dictionary, and an example.
  await page.goto(`${projectPath}/intent-management`);
  await createNamed(page, '新建意图', '意图', '带我去');
  await page.getByRole('button', { name: '添加槽位' }).click();
  await page.getByLabel('槽位名').fill('地点');
  await page.getByLabel('槽位的词典').click();
  await page.locator('.ant-select-item-option[title="展厅"]').click();
  await page.getByText('必填', { exact: true }).click();
  await page.getByLabel('追问话术').fill('您想去哪里？');
  await page.getByRole('button', { name: '保存槽位' }).click();
  await expect(toast(page, INTENT_MSG.slotsSaved)).toBeVisible();
  const addExample = async (text: string) => {
    await page.getByLabel('新例句').fill(text);
    await page.getByLabel('新例句').press('Enter');
    await expect(page.locator(`[data-example="${text}"]`)).toBeVisible();
  };
  // A word of the slot's dictionary is marked by itself.
  await addExample('带我去展厅A');
  const marks = page.locator('mark[data-slot="地点"]');
  await expect(marks.filter({ hasText: '展厅A' })).toHaveCount(1);

  // A word the dictionary does not know yet: selecting it opens the slot picker; 地点 marks it.
  await addExample('带我去贵宾室');
  await selectWords(page, '带我去贵宾室', 3, 6);
  const picker = page.getByRole('dialog', { name: '标注「贵宾室」' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: '地点' }).click();
  await expect(marks.filter({ hasText: '贵宾室' })).toHaveCount(1);

  // The reply names the slot through 插入变量.
  await page.getByLabel('回复话术').fill('好的，请跟我来，我们去');
  await page.getByText('{地点}', { exact: true }).click();
  await expect(page.getByLabel('回复话术')).toHaveValue('好的，请跟我来，我们去{地点}');
  await page
    .getByRole('button', { name: /保\s?存/ })
    .last()
    .click();
  await expect(toast(page, INTENT_MSG.saved)).toBeVisible();

  // Saved on the server: after a reload the mark, the slot and the reply are still there.
  await page.reload();
  await expect(marks.filter({ hasText: '贵宾室' })).toHaveCount(1);
  await expect(marks.filter({ hasText: '展厅A' })).toHaveCount(1);
  await expect(page.getByLabel('槽位名')).toHaveValue('地点');
  await expect(page.getByLabel('追问话术')).toHaveValue('您想去哪里？');
  await expect(page.getByLabel('回复话术')).toHaveValue('好的，请跟我来，我们去{地点}');

  // Clicking the mark's label removes it.
  await page.getByRole('button', { name: '移除标注「贵宾室」（地点）' }).click();
  await expect(marks.filter({ hasText: '贵宾室' })).toHaveCount(0);
  await expect(marks).toHaveCount(1);

  // The dictionary now says who uses it, and cannot be deleted while it does.
  await page.goto(`${projectPath}/dictionary-management`);
  await page.getByRole('link', { name: '展厅', exact: true }).first().click();
  await expect(page.getByText('被意图槽位使用：带我去（地点）')).toBeVisible();
  await page
    .getByRole('button', { name: /删\s?除/ })
    .first()
    .click();
  const refusal = page.locator('.ant-modal-confirm');
  await expect(refusal.locator('.ant-modal-confirm-title')).toHaveText('词典「展厅」不能删除');
  await expect(refusal).toContainText('带我去：槽位 地点');
});
