import { GENERAL_LIBRARY_ID } from '../../shared/api/knowledge-graph-templates';
import { formatProjectID, projectPath } from '../project/project-id';

/** The 问答模版库 addresses of a project; a library's address carries `{id}_{name}`. */
export function templatePaths(projectID: string) {
  const list = `${projectPath(projectID)}/graph-template`;
  return {
    list,
    general: `${list}/${GENERAL_LIBRARY_ID}`,
    library: (library: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(library.id, library.name))}`,
  };
}
