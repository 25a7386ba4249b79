import type { ConfigurationBundle } from '../../src/shared/api/device-link';
import type {
  AppliedBy,
  AppliedSetting,
  AppliedSettings,
  BundleBaseConfiguration,
  BundlePersona,
} from '../../src/shared/api/device-settings';
import type { BundleSpeaker } from '../../src/shared/api/speakers';
import type { Database } from '../db/database';
import { baseSettingsOf } from '../manager/base-configuration/base-configuration-summary';
import { appliedSettings, projectCandidates } from '../manager/device-settings/applied-settings';
import { answersOf, profilesOf } from '../manager/robot-setting/persona-summary';
import { type BundleScreen, bundleSpeakerOf, releasedScreen } from './bundle-parts';

/** The parts of a bundle that are the robot's own. */
export type DeviceOwnParts = 'baseConfiguration' | 'persona';

type Unapplied<T> = Omit<T, 'appliedBy'>;

type ProjectContentWithSettings = { settings: ContentSettings } & Omit<
  ConfigurationBundle,
  'projectId' | 'deviceName' | DeviceOwnParts
>;

interface ContentConfiguration {
  configuration: Unapplied<BundleBaseConfiguration>;
  /** The screen and the speaker it names, when it names them (else the project's). */
  screen: BundleScreen | null;
  speaker: BundleSpeaker | null;
}

/** The project's enabled base configurations and personas, and which one each robot has. */
export interface ContentSettings {
  byDevice: AppliedSettings;
  configurations: Record<string, ContentConfiguration>;
  personas: Record<string, Unapplied<BundlePersona>>;
}

async function configurationsOf(db: Database, projectId: string, rows: { id: string; name: string }[]) {
  const settings = await baseSettingsOf(
    db,
    rows.map((row) => row.id),
  );
  const entries = await Promise.all(
    rows.map(async ({ id, name }) => {
      const own = settings.get(id);
      if (!own) return null;
      const configuration: ContentConfiguration = {
        configuration: {
          id,
          name,
          wakeWord: own.wakeWord,
          language: own.language,
          screenSaver: { seconds: own.screenSaverSeconds, picture: own.screenSaverPicture },
          workingHours: { start: own.workStart, end: own.workEnd, days: own.workDays },
          volume: own.volume,
        },
        screen: own.homepageId ? await releasedScreen(db, projectId, own.homepageId) : null,
        speaker: own.speakerId ? await bundleSpeakerOf(db, projectId, own.speakerId) : null,
      };
      return [id, configuration] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

async function personasOf(db: Database, rows: { id: string; name: string }[]) {
  const ids = rows.map((row) => row.id);
  const [profiles, answers] = await Promise.all([profilesOf(db, ids), answersOf(db, ids)]);
  return Object.fromEntries(
    rows.flatMap(({ id, name }) => {
      const profile = profiles.get(id);
      return profile ? [[id, { id, name, ...profile, answers: answers.get(id) ?? [] }]] : [];
    }),
  );
}

/** Read once per project content: every robot's own part is then picked without a query. */
export async function contentSettings(db: Database, projectId: string): Promise<ContentSettings> {
  const [candidates, byDevice] = await Promise.all([
    projectCandidates(db, projectId),
    appliedSettings(db, projectId),
  ]);
  return {
    byDevice,
    configurations: await configurationsOf(db, projectId, candidates.baseConfiguration),
    personas: await personasOf(db, candidates.persona),
  };
}

/** Why a setting applies, as the bundle says it. */
const appliedByOf = ({ source, tag }: AppliedSetting): AppliedBy => ({ source, tag });

/**
 * The bundle's content for one robot: its base configuration and persona with why they apply,
 * and the screen and speaker its configuration names in place of the project's.
 */
export function withDeviceSettings(
  content: ProjectContentWithSettings,
  deviceId: string,
): Omit<ConfigurationBundle, 'projectId' | 'deviceName'> {
  const { settings, ...shared } = content;
  const { baseConfiguration: base, persona: speaking } = settings.byDevice[deviceId] ?? {};
  const own = base && settings.configurations[base.id];
  const persona = speaking && settings.personas[speaking.id];
  return {
    ...shared,
    screen: own?.screen ?? shared.screen,
    speaker: own?.speaker ?? shared.speaker,
    baseConfiguration: own && base ? { ...own.configuration, appliedBy: appliedByOf(base) } : null,
    persona: persona && speaking ? { ...persona, appliedBy: appliedByOf(speaking) } : null,
  };
}
