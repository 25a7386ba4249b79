import { SPEAKER_MSG, type SpeakerSummary } from '../../shared/api/speakers';
import type { ResourceFlag } from '../../shared/permissions';
import { contentFlags } from '../components/resource-kit/content-flags';
import type { ResourceFlags } from '../permissions/resource-flags';

/** What a speaker action needs besides its PRONOUNCE flag; null when nothing more. */
export type SpeakerRule = (speaker: SpeakerSummary) => string | null;

export const SPEAKER_RULES = {
  deletable: (speaker: SpeakerSummary) => (speaker.isDefault ? SPEAKER_MSG.defaultNotDeletable : null),
  disablable: (speaker: SpeakerSummary) =>
    speaker.isDefault && speaker.enabled ? SPEAKER_MSG.defaultNotDisabled : null,
  canBeDefault: (speaker: SpeakerSummary) => (speaker.enabled ? null : SPEAKER_MSG.disabledNotDefault),
} satisfies Record<string, SpeakerRule>;

/** The caller's flags on a speaker as the server checks them (see contentFlags). */
export const speakerFlags = (project: ResourceFlags, speaker: SpeakerSummary): ResourceFlags =>
  contentFlags('PRONOUNCE', project, speaker);

/** Flags narrowed by a rule of the speaker (the default cannot be deleted…), with its reason. */
export function withRule(flags: ResourceFlags, speaker: SpeakerSummary, rule: SpeakerRule): ResourceFlags {
  const reason = (flag: ResourceFlag) => flags.reason(flag) ?? rule(speaker);
  return { allows: (flag) => reason(flag) === null, reason };
}
