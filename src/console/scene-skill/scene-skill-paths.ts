import { formatProjectID, projectPath } from '../project/project-id';

/** The scene skill addresses of a project; a scene's editor carries `{id}_{name}`. */
export function sceneSkillPaths(projectID: string) {
  const list = `${projectPath(projectID)}/scene-skill`;
  return {
    list,
    detail: (scene: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(scene.id, scene.name))}`,
  };
}
