import { formatProjectID, projectPath } from '../project/project-id';

/** The dictionary management addresses of a project; a dictionary's carries `{id}_{name}`. */
export function dictionaryPaths(projectID: string) {
  const list = `${projectPath(projectID)}/dictionary-management`;
  return {
    list,
    detail: (dictionary: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(dictionary.id, dictionary.name))}`,
  };
}
