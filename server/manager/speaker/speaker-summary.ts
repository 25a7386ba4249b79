import type { SQL } from 'drizzle-orm';
import type { SpeakerSummary, VoiceId } from '../../../src/shared/api/speakers';
import { speakers } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

/** Summaries of the speakers the caller may see, with their flags and tags. */
export async function speakerSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<SpeakerSummary[]> {
  const { voice, speed, pitch, volume, sampleText, deviceTags, enabled, isDefault } = speakers;
  const own = { voice, speed, pitch, volume, sampleText, deviceTags, enabled, isDefault };
  const rows = await summaryRows(access, speakers, own, where, page);
  const summaries = await withStandings(access, rows);
  return summaries.map((summary) => ({ ...summary, voice: summary.voice as VoiceId }));
}
