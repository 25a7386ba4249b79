import { formatProjectID, projectPath } from '../project/project-id';

/** The base configuration addresses of a project; one's address carries `{id}_{name}`. */
export function baseConfigurationPaths(projectID: string) {
  const list = `${projectPath(projectID)}/base-configuration`;
  return {
    list,
    detail: (row: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(row.id, row.name))}`,
  };
}
