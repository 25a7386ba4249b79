import { z } from 'zod';
import type { StoreLabel } from '../skill-store/catalogue';
import { ALL_LABELS, type CatalogueEntry } from '../skill-store/catalogue';
import type { StoreSkillCode } from '../skill-store/skill-configurations';
import { pageQuery } from './paging';
import { resourceEnableBody, resourceId, resourceIdQuery, resourcePageQuery } from './resource-kind-schemas';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The skill store's calls (spec section 7, base /manager/v1) and a project's store skills
 * (商店技能, resource type SKILL, kind STORE): the catalogue, its example conversations, adding a
 * skill to a project, the project's list; then a skill's configuration, state and removal.
 */
export const STORE_SKILL_API = {
  storePage: '/manager/v1/shopSkill/skillStore/page', // GET ?labelName&name&pageNo&pageSize → Page<StoreCatalogueRow>
  examples: '/manager/v1/shopSkill/skillStore/actionIntentExample', // GET ?skillStoreCode → ActionIntentExample
  addedTo: '/manager/v1/shopSkill/skillStore/projects', // GET ?skillStoreCode → SkillProject[]
  copy: '/manager/v1/shopSkill/StoreSkill/actionIntentCopy', // POST { skillStoreCode, projectId } → StoreSkillSummary
  page: '/manager/v1/shopSkill/page', // GET ?projectId&labelName&name&pageNo&pageSize → Page<StoreSkillSummary>
  detail: '/manager/v1/shopSkill/detail', // GET ?id → StoreSkillDetail
  edit: '/manager/v1/shopSkill/edit', // POST { id, version, definition } → StoreSkillDetail
  enable: '/manager/v1/shopSkill/enable', // PUT { id, enabled }
  remove: '/manager/v1/shopSkill', // DELETE ?id
} as const;

export const STORE_SKILL_MSG = {
  ...resourceMessages('技能'),
  added: '技能已添加到项目',
  alreadyAdded: '项目中已添加该技能',
  unknownSkill: '技能商店中没有该技能',
  changedMeanwhile: '该技能的配置已被他人修改，请刷新后再保存',
  unknownPoint: '所选点位已不在项目地图上，请重新选择',
  notCharger: '请选择类型为「充电桩」的点位',
} as const;

/** 全部 (or nothing) means every label: the store sends it as empty. */
const labelName = z
  .string()
  .trim()
  .max(10)
  .optional()
  .transform((label) => (label && label !== ALL_LABELS ? label : undefined));
const skillStoreCode = z.string({ error: '请选择技能' }).trim().min(1, '请选择技能').max(40);

export const storePageQuery = pageQuery.extend({ labelName, name: z.string().trim().max(30).optional() });
export const skillCodeQuery = z.object({ skillStoreCode });
export const copyBody = z.object({ skillStoreCode, projectId: resourceId });
export const storeSkillPageQuery = resourcePageQuery.extend({ labelName });
export const storeSkillEditBody = z.object({
  id: resourceId,
  version: z.number({ error: '请说明所编辑的版本' }).int().min(1),
  definition: z.unknown(),
});
export { resourceEnableBody as storeSkillEnableBody, resourceIdQuery as storeSkillIdQuery };

/** A catalogue entry as the store lists it, with how many of the caller's projects have it. */
export interface StoreCatalogueRow extends CatalogueEntry {
  addedCount: number;
}

/** The answer of actionIntentExample: the example conversations of a skill. */
export interface ActionIntentExample {
  skillStoreCode: StoreSkillCode;
  examples: CatalogueEntry['examples'];
}

/** A project the skill is added to (the detail page's list, its link to the configuration). */
export interface SkillProject {
  projectId: string;
  projectName: string;
  storeSkillConfigureId: string;
  enabled: boolean;
}

export interface StoreSkillSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  skillStoreCode: StoreSkillCode;
  icon: string;
  summary: string;
  version: string;
  labels: StoreLabel[];
  enabled: boolean;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A store skill with its configuration and the version a save names (the conflict rule). */
export interface StoreSkillDetail extends StoreSkillSummary {
  definition: unknown;
  configurationVersion: number;
}
