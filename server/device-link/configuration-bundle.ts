import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ConfigurationBundle } from '../../src/shared/api/device-link';
import type { BundleSpeaker } from '../../src/shared/api/speakers';
import type { Database } from '../db/database';
import { homepages, speakers } from '../db/schema';
import { bundleMaps } from './bundle-maps';
import { bundleQuestions } from './bundle-questions';
import { bundleScenes } from './bundle-scenes';

/** What every robot of a project receives alike: the bundle without the robot's own name. */
export type ProjectContent = Omit<ConfigurationBundle, 'projectId' | 'deviceName'>;

/**
 * The project's content as robots see it. The screen is the latest released configuration;
 * later areas add their parts here (Q&A pairs, map points, skills), and the ETag follows.
 */
export async function projectContent(db: Database, projectId: string): Promise<ProjectContent> {
  const [released] = await db
    .select({
      id: homepages.id,
      name: homepages.releasedName,
      releasedAt: homepages.releasedAt,
      document: homepages.releasedDocument,
    })
    .from(homepages)
    .where(and(eq(homepages.projectId, projectId), isNotNull(homepages.releasedAt)))
    .orderBy(desc(homepages.releasedAt), desc(homepages.id))
    .limit(1);
  const screen =
    released?.releasedAt && released.document
      ? {
          configurationId: released.id,
          name: released.name ?? '',
          releasedAt: released.releasedAt.toISOString(),
          pageIds: released.document.pages.map((page) => page.id),
          document: released.document,
        }
      : null;
  const maps = await bundleMaps(db, projectId);
  return {
    screen,
    qa: await bundleQuestions(db, projectId),
    points: maps.flatMap((map) => map.points.map((point) => point.name)),
    maps,
    speaker: await defaultSpeaker(db, projectId),
    scenes: await bundleScenes(db, projectId),
  };
}

/** The project's default speaker, the voice its robots speak with (null before there is one). */
async function defaultSpeaker(db: Database, projectId: string): Promise<BundleSpeaker | null> {
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
    .where(and(eq(speakers.projectId, projectId), speakers.isDefault, speakers.enabled));
  return speaker ?? null;
}

export function contentHash(content: ProjectContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** A strong ETag: it changes whenever the project's content or the robot's name does. */
export function bundleEtag(projectId: string, hashOfContent: string, deviceName: string): string {
  const digest = createHash('sha256')
    .update(`${projectId}\n${hashOfContent}\n${deviceName}`)
    .digest('base64url');
  return `"${digest}"`;
}

export function bundleOf(
  projectId: string,
  deviceName: string,
  content: ProjectContent,
): ConfigurationBundle {
  return { projectId, deviceName, ...content };
}
