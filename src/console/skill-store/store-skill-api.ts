import type { Page } from '../../shared/api/paging';
import {
  type ActionIntentExample,
  type SkillProject,
  STORE_SKILL_API,
  type StoreCatalogueRow,
  type StoreSkillDetail,
  type StoreSkillSummary,
} from '../../shared/api/store-skills';
import { ALL_LABELS } from '../../shared/skill-store/catalogue';
import { type CallOptions, http } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

export interface StorePageQuery {
  labelName: string;
  name?: string;
  pageNo: number;
  pageSize: number;
}

/** 全部 is sent as empty (spec section 7). */
const labelParam = (labelName: string | undefined) => (labelName === ALL_LABELS ? '' : (labelName ?? ''));

/** The skill store's calls and a project's store skills (shared/api/store-skills.ts). */
export const storeSkillApi = {
  storePage: (query: StorePageQuery, options?: CallOptions) =>
    http.get<Page<StoreCatalogueRow>>(
      STORE_SKILL_API.storePage,
      { ...query, labelName: labelParam(query.labelName) },
      options,
    ),
  examples: (skillStoreCode: string, options?: CallOptions) =>
    http.get<ActionIntentExample>(STORE_SKILL_API.examples, { skillStoreCode }, options),
  addedTo: (skillStoreCode: string, options?: CallOptions) =>
    http.get<SkillProject[]>(STORE_SKILL_API.addedTo, { skillStoreCode }, options),
  copy: (skillStoreCode: string, projectId: string, options?: CallOptions) =>
    http.post<StoreSkillSummary>(STORE_SKILL_API.copy, { skillStoreCode, projectId }, options),
  page: (projectId: string, query: ListQuery & { labelName?: string }, options?: CallOptions) =>
    http.get<Page<StoreSkillSummary>>(
      STORE_SKILL_API.page,
      { projectId, ...query, labelName: labelParam(query.labelName) },
      options,
    ),
  detail: (id: string, options?: CallOptions) =>
    http.get<StoreSkillDetail>(STORE_SKILL_API.detail, { id }, options),
  edit: (id: string, version: number, definition: unknown) =>
    http.post<StoreSkillDetail>(STORE_SKILL_API.edit, { id, version, definition }),
  enable: (id: string, enabled: boolean) =>
    http.put<StoreSkillSummary>(STORE_SKILL_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${STORE_SKILL_API.remove}?${new URLSearchParams({ id })}`),
};
