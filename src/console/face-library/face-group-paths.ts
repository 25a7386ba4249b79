import { formatProjectID, projectPath } from '../project/project-id';

/** The face library addresses of a project; a group's carries `{id}_{name}`. */
export function faceGroupPaths(projectID: string) {
  const list = `${projectPath(projectID)}/face-library`;
  return {
    list,
    detail: (group: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(group.id, group.name))}`,
  };
}
