import { formatProjectID, projectPath } from '../project/project-id';

/** The map management addresses of a project; a map's address carries `{id}_{name}` like a project's. */
export function mapPaths(projectID: string) {
  const list = `${projectPath(projectID)}/map-management`;
  return {
    list,
    detail: (map: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(map.id, map.name))}`,
  };
}
