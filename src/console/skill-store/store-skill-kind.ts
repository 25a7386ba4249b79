import { STORE_SKILL_MSG, type StoreSkillSummary } from '../../shared/api/store-skills';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { storeSkillApi } from './store-skill-api';
import { storeSkillPaths } from './store-skill-paths';
import { STORE_SKILL_KEYS, useStoreSkillPage } from './store-skill-queries';

/** A project's store skills (商店技能) as a project resource kind. */
export const STORE_SKILL_KIND: ResourceKind<StoreSkillSummary> = {
  type: 'SKILL',
  noun: '技能',
  title: '商店技能',
  summary: '从技能商店添加的技能：配置后随配置包下发到项目的机器人，停用即不再执行。',
  paths: (projectID) => {
    const paths = storeSkillPaths(projectID);
    return { list: paths.list, detail: (row) => paths.detail(row as StoreSkillSummary) };
  },
  usePage: useStoreSkillPage,
  refreshKey: STORE_SKILL_KEYS.all,
  enable: {
    call: storeSkillApi.enable,
    messages: STORE_SKILL_MSG,
    effect: '停用后项目的机器人不再执行这个技能，配置保留，可随时重新启用。',
  },
  remove: {
    call: storeSkillApi.remove,
    effect: () => '删除后这个技能的配置一并删除，机器人不再执行它；之后可从技能商店重新添加。',
  },
};
