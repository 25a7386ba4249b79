import { SCENE_SKILL_MSG, type SceneSkillSummary } from '../../shared/api/scene-skills';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { sceneSkillApi } from './scene-skill-api';
import { sceneSkillPaths } from './scene-skill-paths';
import { SCENE_SKILL_KEYS, useSceneSkillPage } from './scene-skill-queries';

/** Scene skills (场景技能) as a project resource kind. */
export const SCENE_SKILL_KIND: ResourceKind<SceneSkillSummary> = {
  type: 'SKILL',
  noun: '场景',
  title: '场景技能',
  summary:
    '用流程图编排机器人的一段服务：什么时候开始、说什么、问什么、按回答去哪里。启用后项目中的机器人按流程运行。',
  paths: sceneSkillPaths,
  usePage: useSceneSkillPage,
  refreshKey: SCENE_SKILL_KEYS.all,
  enable: {
    call: sceneSkillApi.enable,
    messages: SCENE_SKILL_MSG,
    effect: '停用后机器人不再按这个场景运行，可随时重新启用。',
  },
  calls: { copy: { call: sceneSkillApi.copy, message: SCENE_SKILL_MSG.copied } },
  remove: { call: sceneSkillApi.remove, effect: () => '删除后不可恢复，流程、版本和运行记录一并删除。' },
};
