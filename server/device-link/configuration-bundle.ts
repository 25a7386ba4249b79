import { createHash } from 'node:crypto';
import type { ConfigurationBundle } from '../../src/shared/api/device-link';
import type { Database } from '../db/database';
import { bundleStoreSkills } from '../manager/skill-store/bundle-store-skills';
import { bundleMaps } from './bundle-maps';
import { bundleSpeakerOf, releasedScreen } from './bundle-parts';
import { bundleQuestions } from './bundle-questions';
import { bundleScenes } from './bundle-scenes';
import {
  type ContentSettings,
  contentSettings,
  type DeviceOwnParts,
  withDeviceSettings,
} from './bundle-settings';

/**
 * What every robot of a project receives alike: the bundle without the robot's own name, and the
 * base configurations and personas of all its robots (each robot's own is picked by bundleOf).
 */
export type ProjectContent = Omit<ConfigurationBundle, 'projectId' | 'deviceName' | DeviceOwnParts> & {
  settings: ContentSettings;
};

/**
 * The project's content as robots see it. The screen is the latest released configuration;
 * later areas add their parts here (Q&A pairs, map points, skills), and the ETag follows.
 */
export async function projectContent(db: Database, projectId: string): Promise<ProjectContent> {
  const maps = await bundleMaps(db, projectId);
  return {
    screen: await releasedScreen(db, projectId),
    qa: await bundleQuestions(db, projectId),
    points: maps.flatMap((map) => map.points.map((point) => point.name)),
    maps,
    speaker: await bundleSpeakerOf(db, projectId),
    settings: await contentSettings(db, projectId),
    skills: await bundleStoreSkills(db, projectId),
    scenes: await bundleScenes(db, projectId),
  };
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
  deviceId: string,
): ConfigurationBundle {
  return { projectId, deviceName, ...withDeviceSettings(content, deviceId) };
}
