import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Envelope } from '../../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageDetail } from '../../../src/shared/api/homepage';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import { MSG } from '../../../src/shared/messages';
import { freshPhone, registerThroughApi, signIn, toast } from '../support';

/** The password of the accounts the designer tests sign up. */
export const DESIGNER_PASSWORD = 'robot2026';

/** Signs up a phone no test has used (through the API) and signs it in on the login screen. */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  password = DESIGNER_PASSWORD,
): Promise<string> {
  const phone = freshPhone();
  await registerThroughApi(request, phone, password);
  await signIn(page, phone, password);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  return phone;
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
