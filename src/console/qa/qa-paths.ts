import { formatProjectID, projectPath } from '../project/project-id';

/** The 知识问答库 addresses of a project; a library's carries `{id}_{name}` like a project's. */
export function qaPaths(projectID: string) {
  const list = `${projectPath(projectID)}/aq-library`;
  return {
    list,
    detail: (library: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(library.id, library.name))}`,
  };
}
