import { expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { INTENT_API } from '../../src/shared/api/intents';
import type { Page as Paged } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { QA_API } from '../../src/shared/api/qa';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The demo project's 展厅问答 library and 带我去 intent, found through the API as the signed-in admin. */
async function demoPaths(page: Page): Promise<{ library: string; intent: string }> {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const get = async <T>(url: string, params: Record<string, string>) =>
    ((await (await page.request.get(url, { headers, params })).json()) as Envelope<T>).data;
  const projects = await get<Paged<ProjectSummary>>(PROJECT_API.page, { pageSize: '100' });
  for (const project of projects.content) {
    const intents = await get<Paged<{ id: string; name: string }>>(INTENT_API.page, {
      projectId: project.id,
      name: '带我去',
    });
    const libraries = await get<Paged<{ id: string; name: string }>>(QA_API.libraryPage, {
      projectId: project.id,
      name: '展厅问答',
    });
    const intent = intents?.content.find((row) => row.name === '带我去');
    const library = libraries?.content.find((row) => row.name === '展厅问答');
    const base = `/home/project-management/${project.id}_${encodeURIComponent(project.name)}`;
    if (intent && library) {
      return {
        library: `${base}/aq-library/${library.id}_${encodeURIComponent(library.name)}`,
        intent: `${base}/intent-management/${intent.id}_${encodeURIComponent(intent.name)}`,
      };
    }
  }
  throw new Error('the demo intent 带我去 was not seeded');
}

async function ask(page: Page, question: string) {
  const drawer = page.getByRole('dialog', { name: /测试对话/ });
  await drawer.getByLabel('测试问题').fill(question);
  await drawer.getByLabel('测试问题').press('Enter');
  return drawer;
}

test('the operator asks the robot in the test chat and sees the answer, what matched and why', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const paths = await demoPaths(page);
  await page.goto(paths.library);
  await page.getByRole('button', { name: '测试对话' }).click();

  // A paraphrase of a demo Q&A pair: the answer, the pair's standard question, the words marked.
  let drawer = await ask(page, '参观一次门票要多少钱');
  const explanation = drawer.getByTestId('match-explanation').last();
  await expect(drawer.getByTestId('robot-answer').last()).toContainText('免费参观');
  await expect(explanation).toContainText('门票多少钱');
  await expect(explanation.getByTestId('matched-question').locator('mark').first()).toBeVisible();
  await expect(explanation.getByRole('link', { name: '去修改这条问答' })).toBeVisible();

  // Nothing matched: the fallback, and what came closest.
  drawer = await ask(page, '明天会下雨吗');
  await expect(drawer.getByTestId('match-explanation').last()).toContainText('兜底');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-chat.png` });

  // Not sure enough to answer: the closest question offered, and a click asks it as a visitor's tap.
  drawer = await ask(page, '订好的票用不上了咋整');
  const offered = drawer.getByRole('group', { name: '您是不是想问' }).last();
  await expect(offered).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-chat-suggestions.png` });
  await offered.getByRole('button', { name: '可以退票吗' }).click();
  await expect(drawer.getByTestId('robot-answer').last()).toContainText('全额退款');
  await expect(drawer.getByTestId('match-explanation').last()).toContainText('可以退票吗');
  // Or answered by voice, as a robot is: the reply names the offered question by its place.
  drawer = await ask(page, '订好的票用不上了咋整');
  await expect(drawer.getByLabel('测试问题')).toHaveAttribute('placeholder', /第一个/);
  drawer = await ask(page, '第一个');
  await expect(drawer.getByTestId('robot-answer').last()).toContainText('全额退款');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-chat-spoken-pick.png` });

  // On an intent's screen the chat asks everything: the intent, its slot filled from a synonym.
  await page.goto(paths.intent);
  await page.getByRole('button', { name: '测试对话' }).click();
  drawer = await ask(page, '带我去二号展厅');
  await expect(drawer.getByTestId('match-explanation').last()).toContainText('地点：展厅B');
  await expect(drawer.getByTestId('robot-answer').last()).toContainText('展厅B');
});
