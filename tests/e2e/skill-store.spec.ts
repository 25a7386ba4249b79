import { expect, test } from '@playwright/test';
import { MONITORING_API, type RobotDetail } from '../../src/shared/api/monitoring';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import {
  type SkillProject,
  STORE_SKILL_API,
  STORE_SKILL_MSG,
  type StoreSkillDetail,
} from '../../src/shared/api/store-skills';
import { MSG } from '../../src/shared/messages';
import {
  QUESTIONNAIRE_API,
  type QuestionnaireResults,
} from '../../src/shared/skill-store/questionnaire-answers';
import { startRobots } from '../../src/simulator/start-robots';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';
import { dataOf, paidActivationKey, shoot } from './support/demo-robot';

const DEMO_PROJECT = '展厅导览机器人';

test('patrol added from the store to the demo project, its route ordered on the floor map, sends a simulated robot along it; its visitors’ questionnaire answers show in the chart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform/);
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await request.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 50 } }),
  );
  const demo = projects.content.find((project) => project.name === DEMO_PROJECT) as ProjectSummary;
  const addedTo = async (skillStoreCode: string) =>
    (
      await dataOf<SkillProject[]>(
        await request.get(STORE_SKILL_API.addedTo, { headers, params: { skillStoreCode } }),
      )
    ).find((project) => project.projectId === demo.id);
  if (test.info().retry > 0) {
    // A retry finds the project as the failed attempt left it: put it back as the demo seeds it.
    if (!(await addedTo('patrol'))) {
      await dataOf(
        await request.post(STORE_SKILL_API.copy, {
          headers,
          data: { skillStoreCode: 'patrol', projectId: demo.id },
        }),
      );
    }
    const questionnaire = await addedTo('questionnaire');
    if (questionnaire) {
      await dataOf(
        await request.delete(STORE_SKILL_API.remove, {
          headers,
          params: { id: questionnaire.storeSkillConfigureId },
        }),
      );
    }
  }

  // The demo project came with a patrol: remove it from 商店技能 (after the confirmation).
  await page.goto(`/home/project-management/${encodeURIComponent(`${demo.id}_${demo.name}`)}/skill-store`);
  await expect(page.getByRole('heading', { name: '商店技能' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '巡逻的更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('删除技能「巡逻」？');
  await confirm.getByRole('button', { name: /删\s?除/ }).click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: '巡逻', exact: true })).toHaveCount(0);
  // The skill's address without a configuration says it is not added yet (it loaded for ever).
  await page.goto(`${page.url()}/patrol`);
  await expect(page.getByText('项目还没有添加「巡逻」')).toBeVisible();
  await page.getByRole('button', { name: '返回商店技能列表' }).click();
  await expect(page.getByRole('heading', { name: '商店技能' })).toBeVisible();

  // 技能商店 → 安防 → 巡逻 → 添加到项目.
  await page.getByRole('button', { name: '去技能商店添加' }).click();
  await expect(page.getByRole('heading', { name: '技能商店' })).toBeVisible();
  await page.getByTitle('安防').click();
  await expect(page.getByRole('link', { name: '导航' })).toHaveCount(0);
  await page.getByRole('link', { name: '巡逻' }).click();
  await expect(page.getByRole('heading', { name: '巡逻' })).toBeVisible();
  await expect(page.getByText('展厅A请勿触摸展品，拍照请关闭闪光灯。')).toBeVisible();
  await shoot(page, 'skill-store-detail');
  await page.getByRole('button', { name: '添加到项目' }).click();
  const dialog = page.getByRole('dialog', { name: '添加「巡逻」到项目' });
  // Found by typing its name, as a person with many projects does: a click on an option while
  // the dialog still moved into place missed it (the select stayed empty, 添加 disabled).
  await dialog.getByLabel('选择项目').fill(DEMO_PROJECT);
  await expect(page.locator('.ant-select-item-option:visible')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle(DEMO_PROJECT)).toBeVisible();
  await dialog.getByRole('button', { name: /添\s?加/ }).click();
  await expect(toast(page, STORE_SKILL_MSG.added)).toBeVisible();

  // Its configuration page: the route on the floor map, reordered to three stops.
  await expect(page).toHaveURL(/skill-store\/patrol\//);
  await expect(page.getByRole('heading', { name: '巡逻' })).toBeVisible();
  const stops = page.getByRole('button', { name: '移除' });
  await expect(stops.first()).toBeVisible();
  while ((await stops.count()) > 0) await stops.first().click();
  for (const point of ['展厅B', '多媒体区', '前台']) {
    await page.getByLabel('添加巡逻点位').click();
    await page.locator(`.ant-select-item-option[title="${point}"]`).click();
  }
  await expect(page.getByText('巡逻路线（3 个点位')).toBeVisible();
  await page.getByLabel('第1个点位的播报').fill('第一站展厅B，请保持安静');
  await page.getByLabel('第1个点位的停留秒数').fill('300');
  await page.getByRole('button', { name: /保存配置/ }).click();
  await expect(toast(page, STORE_SKILL_MSG.saved)).toBeVisible();
  await shoot(page, 'skill-store-patrol');

  // A questionnaire asked all day (whatever the hour of the run), added and saved through the API.
  const added = await dataOf<StoreSkillDetail>(
    await request.post(STORE_SKILL_API.copy, {
      headers,
      data: { skillStoreCode: 'questionnaire', projectId: demo.id },
    }),
  );
  const questionnaire = await dataOf<StoreSkillDetail>(
    await request.get(STORE_SKILL_API.detail, { headers, params: { id: added.id } }),
  );
  const allDay = { days: [1, 2, 3, 4, 5, 6, 7], windows: [{ start: '00:00', end: '23:59' }] };
  await dataOf(
    await request.post(STORE_SKILL_API.edit, {
      headers,
      data: {
        id: questionnaire.id,
        version: questionnaire.configurationVersion,
        definition: { ...(questionnaire.definition as object), schedule: allDay },
      },
    }),
  );

  // A robot of the project takes the route: it walks to the first stop and speaks there, and the
  // monitoring map shows it at that stop.
  const said: string[] = [];
  const robot = startRobots({
    url: new URL(page.url()).origin,
    keys: [await paidActivationKey(request, headers, demo.id)],
    serialPrefix: 'E2E',
    speedUp: 5,
    // Visitors come often (the questionnaire is answered as they leave) and ask nothing: a 「带我去…」
    // would lead the robot off the stop the map is checked at.
    timing: { rates: { visitorGapSeconds: 20, questionEverySeconds: 1e9 } },
    log: (line) => said.push(line),
  });
  try {
    await expect
      .poll(() => said.some((line) => line.endsWith('播报：第一站展厅B，请保持安静')), { timeout: 60_000 })
      .toBe(true);
    await page.goto('/home/remote-monitoring/monitoring-platform');
    await page.getByRole('tab', { name: '地图' }).click();
    const { name } = await dataOf<RobotDetail>(
      await request.get(MONITORING_API.robot, {
        headers,
        params: { id: robot.stats()[0].deviceId as string },
      }),
    );
    const onFloor = page
      .getByRole('list', { name: '此楼层的机器人' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(onFloor.getByTestId('robot-position')).toContainText('展厅B', { timeout: 30_000 });
    await shoot(page, 'skill-store-patrolling');

    // Visitors leaving the robot answered the questionnaire: its page charts their answers.
    await expect
      .poll(
        async () =>
          (
            await dataOf<QuestionnaireResults>(
              await request.get(QUESTIONNAIRE_API.results, { headers, params: { id: questionnaire.id } }),
            )
          ).answered,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page.goto(
      `/home/project-management/${encodeURIComponent(`${demo.id}_${demo.name}`)}/skill-store/questionnaire/${questionnaire.id}`,
    );
    await expect(page.getByText(/答卷结果（[1-9]\d* 份）/)).toBeVisible({ timeout: 30_000 });
    const chart = page.getByRole('img', { name: '您对今天的参观满意吗？的答卷分布' });
    await expect(chart.locator('canvas')).toBeVisible();
    await shoot(page, 'skill-store-questionnaire-results');
  } finally {
    await robot.stop();
  }
});
