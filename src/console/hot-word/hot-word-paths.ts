import { projectPath } from '../project/project-id';

/** The hot word addresses of a project: a list's files are at `fileManage/{id}/{name}`. */
export function hotWordPaths(projectID: string) {
  const list = `${projectPath(projectID)}/hotWord`;
  return {
    list,
    detail: (hotWordList: { id: string; name: string }) =>
      `${list}/fileManage/${encodeURIComponent(hotWordList.id)}/${encodeURIComponent(hotWordList.name)}`,
  };
}
