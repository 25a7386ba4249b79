import { eq, type SQL } from 'drizzle-orm';
import type { SpeakerSummary, VoiceId } from '../../../src/shared/api/speakers';
import { SPEAKER_MSG } from '../../../src/shared/api/speakers';
import { speakers, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

/** The columns of a speaker's summary, with its creator's nickname (join users on created_by). */
export const speakerSummaryColumns = {
  id: speakers.id,
  projectId: speakers.projectId,
  name: speakers.name,
  voice: speakers.voice,
  speed: speakers.speed,
  pitch: speakers.pitch,
  volume: speakers.volume,
  sampleText: speakers.sampleText,
  deviceTags: speakers.deviceTags,
  enabled: speakers.enabled,
  isDefault: speakers.isDefault,
  createdBy: speakers.createdBy,
  ownerName: users.nickname,
  createdAt: speakers.createdAt,
  updatedAt: speakers.updatedAt,
};

interface SpeakerRow {
  id: string;
  projectId: string;
  name: string;
  voice: string;
  speed: number;
  pitch: number;
  volume: number;
  sampleText: string;
  deviceTags: string[];
  enabled: boolean;
  isDefault: boolean;
  createdBy: string | null;
  ownerName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toSpeakerSummaries(
  access: ResourceAccess,
  rows: SpeakerRow[],
): Promise<SpeakerSummary[]> {
  const ids = rows.map((row) => row.id);
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(access.db, 'PRONOUNCE', ids),
  ]);
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    voice: row.voice as VoiceId,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The select of speaker summaries (the caller filters and orders it). */
export function selectSpeakers(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select(speakerSummaryColumns)
    .from(speakers)
    .leftJoin(users, eq(users.id, speakers.createdBy))
    .where(where);
}

/** One speaker's summary, read after a check or a change. */
export async function readSpeaker(access: ResourceAccess, id: string): Promise<SpeakerSummary> {
  const rows = await selectSpeakers(access, eq(speakers.id, id));
  const [summary] = await toSpeakerSummaries(access, rows);
  // Deleted by someone else since the check.
  if (!summary) throw notFound(SPEAKER_MSG.notFound);
  return summary;
}
