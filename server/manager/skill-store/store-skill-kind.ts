import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  STORE_SKILL_API,
  STORE_SKILL_MSG,
  type StoreSkillDetail,
  type StoreSkillSummary,
  storeSkillEditBody,
  storeSkillEnableBody,
  storeSkillIdQuery,
  storeSkillPageQuery,
} from '../../../src/shared/api/store-skills';
import { catalogueEntry, STORE_CATALOGUE } from '../../../src/shared/skill-store/catalogue';
import type { StoreSkillCode } from '../../../src/shared/skill-store/skill-configurations';
import { skills } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { ResourceKind, RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';
import { projectPlaces } from './project-places';
import { checkedDefinition } from './store-skill-definition';
import { isStoreSkill } from './store-skill-rows';

/** Store skills of the label (全部 came as nothing). */
function withLabel(labelName: unknown): SQL | undefined {
  if (typeof labelName !== 'string') return undefined;
  const codes = STORE_CATALOGUE.filter((entry) => (entry.labels as string[]).includes(labelName)).map(
    (entry) => entry.skillStoreCode,
  );
  return codes.length > 0 ? inArray(skills.storeSkillCode, codes) : sql`false`;
}

async function storeSkillSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<(StoreSkillSummary & { definition: unknown; configurationVersion: number })[]> {
  const rows = await summaryRows(
    access,
    skills,
    {
      storeSkillCode: skills.storeSkillCode,
      enabled: skills.enabled,
      definition: skills.definition,
      configurationVersion: skills.version,
    },
    where,
    page,
  );
  return (await withStandings(access, rows)).map(({ storeSkillCode, ...row }) => {
    const entry = catalogueEntry(storeSkillCode ?? '');
    return {
      ...row,
      skillStoreCode: storeSkillCode as StoreSkillCode,
      icon: entry?.icon ?? 'AppstoreOutlined',
      summary: entry?.summary ?? '',
      version: entry?.version ?? '',
      labels: entry?.labels ?? [],
    };
  });
}

/**
 * 商店技能 (resource type SKILL, kind STORE): a catalogue skill added to a project, its
 * configuration in `definition` (checked per skill code and against the project's map), its
 * version moving with each save so a save over someone else's is refused.
 */
export const storeSkillKind: ResourceKind<StoreSkillSummary> = {
  type: 'SKILL',
  menus: ['SKILL_MANAGEMENT', 'SHOP_SKILL'],
  table: skills,
  rowsOfKind: isStoreSkill,
  pageFilter: (query) => withLabel((query as { labelName?: unknown }).labelName),
  messages: STORE_SKILL_MSG,
  log: { action: 'storeSkill', idKey: 'storeSkillId' },
  read: {
    summaries: async (access, where, page) =>
      (await storeSkillSummaries(access, where, page)).map(
        ({ definition: _d, configurationVersion: _v, ...summary }) => summary,
      ),
    detail: async (access, id): Promise<StoreSkillDetail> => {
      const [row] = await storeSkillSummaries(access, and(eq(skills.id, id), isStoreSkill));
      if (!row) throw notFound(STORE_SKILL_MSG.notFound);
      return row;
    },
  },
  // A store skill is added from the store (actionIntentCopy), never created blank.
  calls: {
    page: { url: STORE_SKILL_API.page, query: storeSkillPageQuery },
    detail: { method: 'GET', url: STORE_SKILL_API.detail, id: storeSkillIdQuery },
    edit: {
      method: 'POST',
      url: STORE_SKILL_API.edit,
      body: storeSkillEditBody,
      columns: (fields) => ({ definition: fields.definition, version: sql`${skills.version} + 1` }),
    },
    enable: { method: 'PUT', url: STORE_SKILL_API.enable, body: storeSkillEnableBody },
    remove: { method: 'DELETE', url: STORE_SKILL_API.remove, id: storeSkillIdQuery },
  },
  beforeEdit: async ({ tx, id, projectId }, fields) => {
    const [row] = await tx
      .select({ code: skills.storeSkillCode, version: skills.version })
      .from(skills)
      .where(and(eq(skills.id, id), isStoreSkill));
    if (!row) throw notFound(STORE_SKILL_MSG.notFound);
    if (row.version !== fields.version) throw conflict(STORE_SKILL_MSG.changedMeanwhile);
    // The stored definition is the parsed one (defaults filled in), which `columns` then writes.
    fields.definition = checkedDefinition(
      row.code as StoreSkillCode,
      fields.definition,
      await projectPlaces(tx, projectId),
    );
  },
};
