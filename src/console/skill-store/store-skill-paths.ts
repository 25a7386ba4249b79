import { projectPath } from '../project/project-id';

/** The store's addresses. */
export const SKILL_STORE_PATH = '/home/skill-store';
export const skillStoreDetailPath = (code: string) => `${SKILL_STORE_PATH}/detail/${code}`;

/** A project's store skills; a skill's configuration page is `{code}/{storeSkillConfigureId}`. */
export function storeSkillPaths(projectID: string) {
  const list = `${projectPath(projectID)}/skill-store`;
  return {
    list,
    detail: (skill: { id: string; skillStoreCode?: string }) => `${list}/${skill.skillStoreCode}/${skill.id}`,
  };
}
