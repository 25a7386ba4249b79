import type { HomepageStatus, HomepageSummary } from '../../../src/shared/api/homepage';
import { homepages } from '../../db/schema';

/** What a list shows of a configuration: never its documents. */
export const homepageSummaryColumns = {
  id: homepages.id,
  projectId: homepages.projectId,
  name: homepages.name,
  screenWidth: homepages.screenWidth,
  screenHeight: homepages.screenHeight,
  thumbnail: homepages.thumbnail,
  version: homepages.version,
  releasedVersion: homepages.releasedVersion,
  createdAt: homepages.createdAt,
  updatedAt: homepages.updatedAt,
  releasedAt: homepages.releasedAt,
  playerKey: homepages.playerKey,
};

export interface HomepageSummaryRow {
  id: string;
  projectId: string;
  name: string;
  screenWidth: number;
  screenHeight: number;
  thumbnail: string | null;
  version: number;
  releasedVersion: number | null;
  createdAt: Date;
  updatedAt: Date;
  releasedAt: Date | null;
  playerKey: string | null;
}

/** Never released: DRAFT; released and saved since (any save bumps the version): CHANGED. */
export function homepageStatus(row: Pick<HomepageSummaryRow, 'version' | 'releasedVersion'>): HomepageStatus {
  if (row.releasedVersion === null) return 'DRAFT';
  return row.releasedVersion === row.version ? 'RELEASED' : 'CHANGED';
}

export function toHomepageSummary(row: HomepageSummaryRow): HomepageSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    screenSize: { width: row.screenWidth, height: row.screenHeight },
    status: homepageStatus(row),
    thumbnail: row.thumbnail,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
    playerKey: row.playerKey,
  };
}
