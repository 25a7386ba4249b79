import { eq } from 'drizzle-orm';
import type { SettingTargets } from '../../../src/shared/api/device-settings';
import {
  PERSONA_API,
  PERSONA_MSG,
  type PersonaAnswer,
  type PersonaProfile,
  type PersonaSummary,
  personaCreateBody,
  personaEditBody,
  personaEnableBody,
  personaIdQuery,
  personaPageQuery,
} from '../../../src/shared/api/personas';
import { personaAnswers, personalResources, personas } from '../../db/schema';
import { isSettingKind } from '../device-settings/setting-rows';
import { replaceTargets } from '../device-settings/setting-targets';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { usualCalls } from '../resource-kit/usual-calls';
import { personaSummaries, readPersona } from './persona-summary';

const rowColumns = ({ name, description }: Record<string, unknown>) => ({ name, description });

/**
 * 设备人设 (route robot-setting, resource type BUTTOM beside 个性兜底 and 热词): who the robots it
 * applies to say they are, and their answers to personal questions. An edit saves the profile,
 * the answers and whom it applies to as a whole.
 */
export const personaKind: ResourceKind<PersonaSummary> = {
  type: 'BUTTOM',
  menus: ['BUTTOM'],
  table: personalResources,
  rowsOfKind: isSettingKind('PERSONA'),
  newRowValues: () => ({ kind: 'PERSONA' }),
  messages: PERSONA_MSG,
  log: { action: 'robotSetting', idKey: 'robotSettingId' },
  read: { summaries: personaSummaries, detail: readPersona },
  calls: usualCalls(PERSONA_API, {
    page: personaPageQuery,
    id: personaIdQuery,
    create: personaCreateBody,
    edit: personaEditBody,
    enable: personaEnableBody,
    columns: rowColumns,
  }),
  async afterEdit(change, fields) {
    const { tx, id } = change;
    const profile = fields.profile as PersonaProfile;
    const answers = fields.answers as PersonaAnswer[];
    const targets = fields.targets as SettingTargets;
    await tx
      .insert(personas)
      .values({ resourceId: id, ...profile })
      .onConflictDoUpdate({ target: personas.resourceId, set: profile });
    await tx.delete(personaAnswers).where(eq(personaAnswers.personaId, id));
    if (answers.length > 0) {
      await tx
        .insert(personaAnswers)
        .values(answers.map((answer, position) => ({ ...answer, personaId: id, position })));
    }
    await replaceTargets(tx, { ...change, kind: 'PERSONA' }, targets);
    return { answers: answers.length, devices: targets.deviceIds.length, tags: targets.tags.join('、') };
  },
};
