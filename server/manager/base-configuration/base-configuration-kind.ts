import { and, eq, isNotNull } from 'drizzle-orm';
import {
  BASE_CONFIGURATION_API,
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationSummary,
  type BaseSettings,
  baseConfigurationCreateBody,
  baseConfigurationEditBody,
  baseConfigurationEnableBody,
  baseConfigurationIdQuery,
  baseConfigurationPageQuery,
} from '../../../src/shared/api/base-configurations';
import type { SettingTargets } from '../../../src/shared/api/device-settings';
import { baseConfigurations, homepages, personalResources, speakers } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { isSettingKind } from '../device-settings/setting-rows';
import { replaceTargets } from '../device-settings/setting-targets';
import type { ResourceKind, RowChange } from '../resource-kit/resource-kind';
import { usualCalls } from '../resource-kit/usual-calls';
import { isRowId } from '../row-id';
import { baseConfigurationSummaries, readBaseConfiguration } from './base-configuration-summary';

const rowColumns = ({ name, description }: Record<string, unknown>) => ({ name, description });

/** The screen and the speaker a configuration names must be the project's (released, enabled). */
async function checkReferences({ tx, projectId }: RowChange, settings: BaseSettings): Promise<void> {
  if (settings.homepageId !== null) {
    if (!isRowId(settings.homepageId)) throw badRequest(BASE_CONFIGURATION_MSG.homepageNotReleased);
    const [released] = await tx
      .select({ id: homepages.id })
      .from(homepages)
      .where(
        and(
          eq(homepages.id, settings.homepageId),
          eq(homepages.projectId, projectId),
          isNotNull(homepages.releasedAt),
        ),
      );
    if (!released) throw badRequest(BASE_CONFIGURATION_MSG.homepageNotReleased);
  }
  if (settings.speakerId !== null) {
    if (!isRowId(settings.speakerId)) throw badRequest(BASE_CONFIGURATION_MSG.speakerMissing);
    const [speaker] = await tx
      .select({ id: speakers.id })
      .from(speakers)
      .where(and(eq(speakers.id, settings.speakerId), eq(speakers.projectId, projectId), speakers.enabled));
    if (!speaker) throw badRequest(BASE_CONFIGURATION_MSG.speakerMissing);
  }
}

/**
 * 基础配置 (route base-configuration, resource type BUTTOM — the spec gives 前端管理 no type of its
 * own): how the robots it applies to behave. A new configuration has the default settings and
 * applies to nobody; an edit saves the settings and whom it applies to as a whole.
 */
export const baseConfigurationKind: ResourceKind<BaseConfigurationSummary> = {
  type: 'BUTTOM',
  menus: ['BUTTOM'],
  table: personalResources,
  rowsOfKind: isSettingKind('BASE_CONFIG'),
  newRowValues: () => ({ kind: 'BASE_CONFIG' }),
  messages: BASE_CONFIGURATION_MSG,
  log: { action: 'baseConfiguration', idKey: 'baseConfigurationId' },
  read: { summaries: baseConfigurationSummaries, detail: readBaseConfiguration },
  calls: usualCalls(BASE_CONFIGURATION_API, {
    page: baseConfigurationPageQuery,
    id: baseConfigurationIdQuery,
    create: baseConfigurationCreateBody,
    edit: baseConfigurationEditBody,
    enable: baseConfigurationEnableBody,
    columns: rowColumns,
  }),
  async beforeEdit(change, fields) {
    await checkReferences(change, fields.settings as BaseSettings);
  },
  async afterEdit(change, fields) {
    const settings = fields.settings as BaseSettings;
    const targets = fields.targets as SettingTargets;
    await change.tx
      .insert(baseConfigurations)
      .values({ resourceId: change.id, ...settings })
      .onConflictDoUpdate({ target: baseConfigurations.resourceId, set: settings });
    await replaceTargets(change.tx, { ...change, kind: 'BASE_CONFIG' }, targets);
    return {
      devices: targets.deviceIds.length,
      tags: targets.tags.join('、'),
      projectDefault: targets.projectDefault,
    };
  },
};
