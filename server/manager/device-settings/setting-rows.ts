import { and, eq, type SQL } from 'drizzle-orm';
import type { SettingKind } from '../../../src/shared/api/device-settings';
import { personalResources } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';
import { appliedSettings, deviceCounts } from './applied-settings';
import { targetsOf } from './setting-targets';

const KEYS = { BASE_CONFIG: 'baseConfiguration', PERSONA: 'persona' } as const;

/** The rows of a setting kind in personal_resources (their type, BUTTOM, has one table). */
export const isSettingKind = (kind: SettingKind) => eq(personalResources.kind, kind);

/**
 * A setting kind's rows as the lists show them: the usual summary, whom each applies to and how
 * many of the project's devices it applies to now (the overlap rule applied).
 */
export async function settingRows(
  access: ResourceAccess,
  kind: SettingKind,
  where: SQL | undefined,
  page?: RowPage,
) {
  const { description, enabled } = personalResources;
  const rows = await summaryRows(
    access,
    personalResources,
    { description, enabled },
    and(isSettingKind(kind), where),
    page,
  );
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const [summaries, targets, applied] = await Promise.all([
    withStandings(access, rows),
    targetsOf(
      access.db,
      rows.map((row) => row.id),
    ),
    Promise.all(projectIds.map((projectId) => appliedSettings(access.db, projectId))),
  ]);
  const counts = deviceCounts(Object.assign({}, ...applied), KEYS[kind]);
  return summaries.map((summary) => ({
    ...summary,
    targets: targets.get(summary.id) ?? { projectDefault: false, deviceIds: [], tags: [] },
    deviceCount: counts.get(summary.id) ?? 0,
  }));
}
