import { eq, type SQL } from 'drizzle-orm';
import type { SpeakerSummary, VoiceId } from '../../../src/shared/api/speakers';
import { speakers, users } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { windowed, withStandings } from '../resource-kit/resource-summaries';

/** Summaries of the speakers the caller may see, with their flags and tags. */
export async function speakerSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<SpeakerSummary[]> {
  const query = access.db
    .select({
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
    })
    .from(speakers)
    .leftJoin(users, eq(users.id, speakers.createdBy))
    .where(where)
    .$dynamic();
  const summaries = await withStandings(access, await windowed(query, page));
  return summaries.map((summary) => ({ ...summary, voice: summary.voice as VoiceId }));
}
