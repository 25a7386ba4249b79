import { projectPath } from '../project/project-id';

/** The device management addresses of a project (`projectID` as in the address: id_name). */
export function devicePaths(projectID: string) {
  const list = `${projectPath(projectID)}/device-management`;
  return {
    list,
    pay: `${list}/pay`,
    renew: (activationKey: string) => `${list}/${encodeURIComponent(activationKey)}`,
  };
}
