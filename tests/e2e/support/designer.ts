import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { editorTutorialKey } from '../../../src/console/tutorial/editor-tutorial-record';
import type { Envelope } from '../../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageDetail } from '../../../src/shared/api/homepage';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import { MSG } from '../../../src/shared/messages';
import { freshPhone, registerThroughApi, signIn, toast } from '../support';

/** The password of the accounts the designer tests sign up. */
export const DESIGNER_PASSWORD = 'robot2026';

/**
 * Signs up a phone no test has used (through the API) and signs it in on the login screen. The
 * editor's first-visit tutorial is marked finished: tests of other editor features start where a
 * returning designer would (editor-polish.spec.ts tests the tutorial itself).
 */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  password = DESIGNER_PASSWORD,
): Promise<string> {
  const phone = freshPhone();
  await registerThroughApi(request, phone, password);
  await signIn(page, phone, password);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await finishEditorTutorial(page);
  return phone;
}

/** Records the signed-in user's editor tutorial as finished, as the tutorial's 开始设计 does. */
export async function finishEditorTutorial(page: Page) {
  const readUserId = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('ui') ?? 'null') as { id?: string } | null)?.id);
  await expect.poll(readUserId, { message: 'the signed-in user is known' }).toBeTruthy();
  const userId = (await readUserId()) as string;
  await page.evaluate((key) => localStorage.setItem(key, 'true'), editorTutorialKey(userId));
}

/**
 * The signed-in user's API as the console calls it (a personal user, personal scope): quick
 * setup of projects and screen configurations for tests about other screens.
 */
export async function designerApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'false' };
  const data = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await answer.json()) as Envelope<T>;
    expect(body.status, body.message).toBe(0);
    return body.data as T;
  };
  return {
    headers,
    createProject: async (name: string) =>
      data<ProjectSummary>(
        await request.put(PROJECT_API.create, { headers, data: { name, description: '' } }),
      ),
    /** A portrait configuration starting from the exhibition hall's classic main page. */
    createScreen: async (projectId: string, name: string) =>
      data<HomepageDetail>(
        await request.put(HOMEPAGE_API.create, {
          headers,
          data: {
            projectId,
            name,
            screenSize: { width: 1080, height: 1920 },
            templateId: 'exhibition-vmain-page-1',
          },
        }),
      ),
    /** A portrait configuration (1080 × 1920) starting from a portrait main template. */
    createPortraitScreen: async (projectId: string, templateId: string) =>
      data<HomepageDetail>(
        await request.put(HOMEPAGE_API.create, {
          headers,
          data: { projectId, name: '竖屏迎宾屏', screenSize: { width: 1080, height: 1920 }, templateId },
        }),
      ),
    /** A landscape configuration (1920 × 1080) starting from a landscape main template. */
    createLandscapeScreen: async (projectId: string, templateId: string) =>
      data<HomepageDetail>(
        await request.put(HOMEPAGE_API.create, {
          headers,
          data: { projectId, name: '横屏迎宾屏', screenSize: { width: 1920, height: 1080 }, templateId },
        }),
      ),
    detail: async (id: string) =>
      data<HomepageDetail>(await request.get(HOMEPAGE_API.detail, { headers, params: { id } })),
    save: async (screen: HomepageDetail) =>
      data(
        await request.post(HOMEPAGE_API.edit, {
          headers,
          data: { id: screen.id, version: screen.version, document: screen.document },
        }),
      ),
  };
}

/** The address of a project's screen configurations (the editor and settings open below it). */
export const configurationListPath = (project: Pick<ProjectSummary, 'id' | 'name'>) =>
  `/home/project-management/${project.id}_${encodeURIComponent(project.name)}/ui-configuration`;
