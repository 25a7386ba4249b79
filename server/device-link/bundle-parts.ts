import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ConfigurationBundle } from '../../src/shared/api/device-link';
import type { BundleSpeaker } from '../../src/shared/api/speakers';
import type { Database } from '../db/database';
import { homepages, speakers } from '../db/schema';

export type BundleScreen = NonNullable<ConfigurationBundle['screen']>;

/** A released screen configuration as robots get it: `homepageId`'s, else the project's latest release. */
export async function releasedScreen(
  db: Database,
  projectId: string,
  homepageId?: string,
): Promise<BundleScreen | null> {
  const [released] = await db
    .select({
      id: homepages.id,
      name: homepages.releasedName,
      releasedAt: homepages.releasedAt,
      document: homepages.releasedDocument,
    })
    .from(homepages)
    .where(
      and(
        eq(homepages.projectId, projectId),
        isNotNull(homepages.releasedAt),
        homepageId ? eq(homepages.id, homepageId) : undefined,
      ),
    )
    .orderBy(desc(homepages.releasedAt), desc(homepages.id))
    .limit(1);
  return released?.releasedAt && released.document
    ? {
        configurationId: released.id,
        name: released.name ?? '',
        releasedAt: released.releasedAt.toISOString(),
        pageIds: released.document.pages.map((page) => page.id),
        document: released.document,
      }
    : null;
}

/** A speaker robots talk with: `speakerId` (enabled), else the project's default (null before there is one). */
export async function bundleSpeakerOf(
  db: Database,
  projectId: string,
  speakerId?: string,
): Promise<BundleSpeaker | null> {
  const [speaker] = await db
    .select({
      id: speakers.id,
      name: speakers.name,
      voice: speakers.voice,
      speed: speakers.speed,
      pitch: speakers.pitch,
      volume: speakers.volume,
      deviceTags: speakers.deviceTags,
    })
    .from(speakers)
    .where(
      and(
        eq(speakers.projectId, projectId),
        speakerId ? eq(speakers.id, speakerId) : speakers.isDefault,
        speakers.enabled,
      ),
    );
  return speaker ?? null;
}
