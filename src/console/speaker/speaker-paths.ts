import { formatProjectID, projectPath } from '../project/project-id';

/**
 * The speaker management addresses of a project (`projectID` as in the address: id_name). A
 * speaker's address carries `{id}_{name}` like a project's.
 */
export function speakerPaths(projectID: string) {
  const list = `${projectPath(projectID)}/speaker-management`;
  return {
    list,
    detail: (speaker: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(speaker.id, speaker.name))}`,
  };
}
