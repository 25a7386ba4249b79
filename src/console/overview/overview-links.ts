import { projectPath } from '../project/project-id';

/** Where each figure of a project's overview leads: its area, or the operation platform on the project. */
export function overviewLinks(projectID: string) {
  const project = projectPath(projectID);
  const operation = (page: 'analysis' | 'visitor') =>
    `/home/operation-platform/${page}/${encodeURIComponent(projectID)}`;
  return {
    devices: `${project}/device-management`,
    buyDevices: `${project}/device-management/pay`,
    screens: `${project}/ui-configuration`,
    qaLibrary: `${project}/aq-library`,
    skills: `${project}/scene-skill`,
    analysis: operation('analysis'),
    visitors: operation('visitor'),
  };
}

export type OverviewLinks = ReturnType<typeof overviewLinks>;
