import { eq, inArray, type SQL } from 'drizzle-orm';
import {
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationSummary,
  type BaseSettings,
  DEFAULT_BASE_SETTINGS,
} from '../../../src/shared/api/base-configurations';
import type { Database } from '../../db/database';
import { baseConfigurations, personalResources } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { ResourceAccess } from '../../permissions/resource-access';
import { settingRows } from '../device-settings/setting-rows';
import type { RowPage } from '../resource-kit/resource-kind';

/** The settings of some configurations, by id; one never edited has the defaults. */
export async function baseSettingsOf(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, BaseSettings>> {
  const rows = ids.length
    ? await db
        .select()
        .from(baseConfigurations)
        .where(inArray(baseConfigurations.resourceId, [...ids]))
    : [];
  const stored = new Map(rows.map(({ resourceId, ...settings }) => [resourceId, settings]));
  return new Map(ids.map((id) => [id, stored.get(id) ?? DEFAULT_BASE_SETTINGS]));
}

export async function baseConfigurationSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<BaseConfigurationSummary[]> {
  const rows = await settingRows(access, 'BASE_CONFIG', where, page);
  const settings = await baseSettingsOf(
    access.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, settings: settings.get(row.id) ?? DEFAULT_BASE_SETTINGS }));
}

export async function readBaseConfiguration(
  access: ResourceAccess,
  id: string,
): Promise<BaseConfigurationSummary> {
  const [summary] = await baseConfigurationSummaries(access, eq(personalResources.id, id));
  if (!summary) throw notFound(BASE_CONFIGURATION_MSG.notFound);
  return summary;
}
