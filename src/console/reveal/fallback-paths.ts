import { formatProjectID, projectPath } from '../project/project-id';

/** The fallback addresses of a project; a set's address carries `{id}_{name}` like a project's. */
export function fallbackPaths(projectID: string) {
  const list = `${projectPath(projectID)}/reveal`;
  return {
    list,
    detail: (set: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(set.id, set.name))}`,
  };
}
