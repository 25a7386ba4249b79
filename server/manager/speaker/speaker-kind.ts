import { and, desc, eq } from 'drizzle-orm';
import {
  SPEAKER_API,
  SPEAKER_MSG,
  type SpeakerSummary,
  speakerCreateBody,
  speakerEditBody,
  speakerEnableBody,
  speakerIdQuery,
  speakerPageQuery,
} from '../../../src/shared/api/speakers';
import type { Database } from '../../db/database';
import { speakers } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { speakerSummaries } from './speaker-summary';

/** Whether the speaker is its project's default, read under a lock against a concurrent switch. */
async function isDefaultSpeaker(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ isDefault: speakers.isDefault })
    .from(speakers)
    .where(eq(speakers.id, id))
    .for('update');
  return row?.isDefault ?? false;
}

/**
 * 发音人管理 (resource type PRONOUNCE), under 设备相关: both menu codes open it (spec section 6).
 * The project's first speaker becomes its default; the default can be neither disabled nor
 * deleted, so robots always have a voice.
 */
export const speakerKind: ResourceKind<SpeakerSummary> = {
  type: 'PRONOUNCE',
  menus: ['DEVICE_RELATED', 'PRONOUNCE'],
  table: speakers,
  // The default first, then the newest.
  order: [desc(speakers.isDefault), desc(speakers.createdAt), desc(speakers.id)],
  messages: SPEAKER_MSG,
  log: { action: 'speaker', idKey: 'speakerId' },
  read: { summaries: speakerSummaries },
  calls: usualCalls(SPEAKER_API, {
    page: speakerPageQuery,
    id: speakerIdQuery,
    create: speakerCreateBody,
    edit: speakerEditBody,
    enable: speakerEnableBody,
  }),
  async newRowValues({ tx, projectId }) {
    const defaults = await tx.$count(speakers, and(eq(speakers.projectId, projectId), speakers.isDefault));
    return { isDefault: defaults === 0 };
  },
  async enableRefusal({ tx, id }, enabled) {
    return !enabled && (await isDefaultSpeaker(tx, id)) ? SPEAKER_MSG.defaultNotDisabled : undefined;
  },
  async deleteRefusal({ tx, id }) {
    return (await isDefaultSpeaker(tx, id)) ? SPEAKER_MSG.defaultNotDeletable : undefined;
  },
};

export const speakerAccess = accessOfKind(speakerKind);
