import { formatProjectID, projectPath } from '../project/project-id';

/** The intent management addresses of a project; an intent's carries `{id}_{name}`. */
export function intentPaths(projectID: string) {
  const list = `${projectPath(projectID)}/intent-management`;
  return {
    list,
    detail: (intent: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(intent.id, intent.name))}`,
  };
}
