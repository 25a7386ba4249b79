import {
  BASE_CONFIGURATION_API,
  type BaseConfigurationEditBody,
  type BaseConfigurationSummary,
} from '../../shared/api/base-configurations';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';
import type { ListQuery, NameAndDescription } from '../components/resource-kit/resource-kind';

/** The base configuration calls (shared/api/base-configurations.ts). */
export const baseConfigurationApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<BaseConfigurationSummary>>(BASE_CONFIGURATION_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<BaseConfigurationSummary>(BASE_CONFIGURATION_API.detail, { id }, options),
  create: (projectId: string, fields: NameAndDescription) =>
    http.put<BaseConfigurationSummary>(BASE_CONFIGURATION_API.create, { projectId, ...fields }),
  edit: (body: BaseConfigurationEditBody) =>
    http.post<BaseConfigurationSummary>(BASE_CONFIGURATION_API.edit, body),
  enable: (id: string, enabled: boolean) =>
    http.put<BaseConfigurationSummary>(BASE_CONFIGURATION_API.enable, { id, enabled }),
  remove: (id: string) =>
    http.delete<null>(`${BASE_CONFIGURATION_API.remove}?${new URLSearchParams({ id })}`),
};

/** The edit body that saves a configuration as it is, with `fields` changed. */
export const baseConfigurationBody = (
  row: BaseConfigurationSummary,
  fields: Partial<Omit<BaseConfigurationEditBody, 'id'>> = {},
): BaseConfigurationEditBody => ({
  id: row.id,
  name: row.name,
  description: row.description,
  settings: row.settings,
  targets: row.targets,
  ...fields,
});

/** 编辑信息 from the list: the name and description, the rest as saved. */
export const renameBaseConfiguration = async (id: string, fields: NameAndDescription) =>
  baseConfigurationApi.edit(baseConfigurationBody(await baseConfigurationApi.detail(id), fields));
