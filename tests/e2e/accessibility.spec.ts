import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageSummary } from '../../src/shared/api/homepage';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { type Colleague, RESOURCE_API } from '../../src/shared/api/resource-permissions';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './support';
import { configurationListPath, finishEditorTutorial } from './support/designer';

/**
 * axe-core (WCAG 2 A and AA rules) on every built screen a user reaches: no serious or critical
 * violation. A failure lists each violation's rule, the elements it found and what to fix.
 */

interface Screen {
  name: string;
  path: string;
  /** Shown once the screen's own content (not only the shell) is there. */
  ready: (page: Page) => Locator;
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Something of the console is still loading: antd's visible spinners and skeletons (the media
 * library keeps a hidden one to load its styles early), but not the one over a robot-screen
 * preview (the frame's own start-up, outside what axe checks).
 */
const loading = (page: Page) =>
  page
    .locator(':is(.ant-spin-spinning, .ant-skeleton-active):not(:has(> iframe) *)')
    .filter({ visible: true });

/** The last crumb: the shell has matched the route and the screen has mounted. */
const crumb = (title: string) => (page: Page) => page.locator('.ant-breadcrumb').getByText(title).last();

async function audit(page: Page, screen: Screen): Promise<Finding[]> {
  await page.goto(screen.path);
  await expect(screen.ready(page), `${screen.name} shows its content`).toBeVisible({ timeout: 20_000 });
  await expect(loading(page), `${screen.name} finished loading`).toHaveCount(0, { timeout: 20_000 });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // The robot's screen inside the editor and the previews is the robot's own design (chosen by
    // the configuration's author), not the console's: axe does not descend into frames.
    .exclude('iframe')
    .analyze();
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      screen: screen.name,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      // Each element with axe's own words about it (for contrast: the two colours and the ratio).
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${[...node.any, ...node.all, ...node.none][0]?.message ?? ''}`,
      ),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.screen}] ${finding.rule} (${finding.impact}, ${finding.targets.length} nodes): ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n') +
        `\n    ${finding.summary.replaceAll('\n', '\n    ')}`,
    )
    .join('\n');
}

async function auditAll(page: Page, screens: Screen[]) {
  const findings: Finding[] = [];
  for (const screen of screens) {
    const started = Date.now();
    const found = await audit(page, screen);
    const count = found.reduce((sum, finding) => sum + finding.targets.length, 0);
    console.log(`${screen.name}: ${count} nodes (${Date.now() - started} ms)`);
    findings.push(...found);
  }
  const nodes = findings.reduce((sum, finding) => sum + finding.targets.length, 0);
  if (findings.length > 0) console.log(report(findings));
  expect(nodes, `serious or critical accessibility violations:\n${report(findings)}`).toBe(0);
}

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** The demo project and its seeded screen configuration, read through the admin's API. */
async function demoProject(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await request.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 50 } }),
  );
  const project = projects.content.find((candidate) => candidate.name === '展厅导览机器人');
  expect(project, 'the demo project').toBeTruthy();
  const screens = await dataOf<ListPage<HomepageSummary>>(
    await request.get(HOMEPAGE_API.page, {
      headers,
      params: { pageNo: 0, pageSize: 10, projectId: project?.id ?? '' },
    }),
  );
  expect(screens.content.length, 'the demo screen configuration').toBeGreaterThan(0);
  return { project: project as ProjectSummary, configurationId: screens.content[0].id };
}

test('the sign-in, register and retrieve-password screens have no serious accessibility violation', async ({
  page,
}) => {
  const passwordField = (page: Page) => page.getByPlaceholder(/密码/).first();
  await auditAll(page, [
    { name: '登录', path: '/login', ready: passwordField },
    { name: '注册', path: '/register', ready: passwordField },
    { name: '找回密码', path: '/retrievePassword', ready: (page) => page.getByPlaceholder(/手机号/).first() },
  ]);
});

test('every console screen the demo admin reaches has no serious accessibility violation', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform/);
  await finishEditorTutorial(page);
  const { project, configurationId } = await demoProject(page, request);
  const base = configurationListPath(project).replace(/\/ui-configuration$/, '');
  const area = (name: string, path: string): Screen => ({
    name,
    path: `${base}/${path}`,
    ready: crumb(name),
  });
  await auditAll(page, [
    {
      name: '项目管理',
      path: '/home/project-management',
      ready: (page) => page.getByText(project.name).first(),
    },
    area('概览', 'overview'),
    area('设备管理', 'device-management'),
    area('发音人管理', 'speaker-management'),
    area('地图管理', 'map-management'),
    area('知识问答库', 'aq-library'),
    area('领域图谱', 'knowledge-graph'),
    area('意图管理', 'intent-management'),
    area('词典管理', 'dictionary-management'),
    area('动作管理', 'action-management'),
    area('个性化兜底', 'reveal'),
    area('热词', 'hotWord'),
    area('应用UI配置', 'ui-configuration'),
    area('全局设置', `ui-configuration/globalSetting/${configurationId}`),
    area('发布', `ui-configuration/publish/${configurationId}`),
    {
      name: '页面编辑器',
      path: `${base}/ui-configuration/${configurationId}`,
      ready: (page) => page.locator('iframe').first(),
    },
    {
      name: '监控平台',
      path: '/home/remote-monitoring/monitoring-platform',
      ready: crumb('监控平台'),
    },
    { name: '远程查看', path: '/home/remote-monitoring/remote-view', ready: crumb('远程查看') },
    { name: '个人中心', path: '/my-center', ready: crumb('个人中心') },
    { name: '消息中心', path: '/message-center', ready: crumb('消息中心') },
    { name: '实名认证', path: '/certification', ready: crumb('实名认证') },
  ]);
});

test('the read-only screens of a colleague with a VIEW share, and the reviewer’s queue, have no serious accessibility violation', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform/);
  const { project, configurationId } = await demoProject(page, request);
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const colleagues = await dataOf<Colleague[]>(
    await request.get(RESOURCE_API.colleagues, { headers, params: { name: '小林' } }),
  );
  const colleague = colleagues.find((candidate) => candidate.nickname === '运营专员小林');
  expect(colleague, 'the demo colleague').toBeTruthy();
  const shareDemoProject = async (level: 'VIEW' | null) =>
    dataOf(
      await request.put(RESOURCE_API.share, {
        headers,
        data: {
          resourceType: 'PROJECT',
          resourceId: project.id,
          shares: level ? [{ userId: colleague?.userId, level }] : [],
        },
      }),
    );

  await shareDemoProject('VIEW');
  try {
    const viewer = await (await browser.newContext()).newPage();
    await signIn(viewer, '13800000003', DEMO_PASSWORD);
    await expect(viewer).toHaveURL(/\/home/);
    const screens = `${configurationListPath(project)}`;
    const readOnly = (page: Page) => page.getByText(/^只读：/).first();
    await auditAll(viewer, [
      { name: '页面编辑器（只读）', path: `${screens}/${configurationId}`, ready: readOnly },
      { name: '全局设置（只读）', path: `${screens}/globalSetting/${configurationId}`, ready: readOnly },
      { name: '发布（只读）', path: `${screens}/publish/${configurationId}`, ready: readOnly },
      {
        name: '消息中心（项目共享）',
        path: '/message-center',
        ready: (page) => page.getByText(`项目「${project.name}」已共享给您`).first(),
      },
    ]);
  } finally {
    await shareDemoProject(null);
  }

  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, '13800000009', DEMO_PASSWORD);
  await expect(reviewer).toHaveURL(/\/review$/);
  await auditAll(reviewer, [
    { name: '认证审核', path: '/review', ready: (page) => page.getByText(/^待审核（\d+）$/) },
  ]);
});
