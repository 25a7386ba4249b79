import { formatProjectID, projectPath } from '../project/project-id';

/** The device persona addresses of a project (route robot-setting); one's address carries `{id}_{name}`. */
export function personaPaths(projectID: string) {
  const list = `${projectPath(projectID)}/robot-setting`;
  return {
    list,
    detail: (row: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(row.id, row.name))}`,
  };
}
