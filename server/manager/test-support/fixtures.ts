import { HOMEPAGE_API, type HomepageDetail } from '../../../src/shared/api/homepage';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import type { ScreenSize } from '../../../src/shared/screen/orientation';
import type { Caller, ManagerTestApp } from './manager-test-app';

export const PORTRAIT: ScreenSize = { width: 1080, height: 1920 };
export const LANDSCAPE: ScreenSize = { width: 1920, height: 1080 };

function succeeded<T>(answer: { statusCode: number; body: { status: number; data: T } }, what: string): T {
  if (answer.statusCode !== 200 || answer.body.status !== 0) {
    throw new Error(`${what} answered ${answer.statusCode}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

export async function createProject(
  app: ManagerTestApp,
  caller: Caller,
  name: string,
  description = '',
): Promise<ProjectSummary> {
  const answer = await app.call<ProjectSummary>(caller, {
    method: 'PUT',
    url: PROJECT_API.create,
    payload: { name, description },
  });
  return succeeded(answer, 'project create');
}

export async function createHomepage(
  app: ManagerTestApp,
  caller: Caller,
  projectId: string,
  name = '大厅主屏',
  screenSize: ScreenSize = PORTRAIT,
  templateId?: string,
): Promise<HomepageDetail> {
  const answer = await app.call<HomepageDetail>(caller, {
    method: 'PUT',
    url: HOMEPAGE_API.create,
    payload: { projectId, name, screenSize, templateId },
  });
  return succeeded(answer, 'homepage create');
}
