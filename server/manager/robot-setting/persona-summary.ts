import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PERSONA_PROFILE,
  PERSONA_MSG,
  type PersonaAnswer,
  type PersonaDetail,
  type PersonaProfile,
  type PersonaSummary,
} from '../../../src/shared/api/personas';
import type { Database } from '../../db/database';
import { personaAnswers, personalResources, personas } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { ResourceAccess } from '../../permissions/resource-access';
import { settingRows } from '../device-settings/setting-rows';
import type { RowPage } from '../resource-kit/resource-kind';

/** The profiles of some personas, by id; one never edited has the default profile. */
export async function profilesOf(db: Database, ids: readonly string[]): Promise<Map<string, PersonaProfile>> {
  const rows = ids.length
    ? await db
        .select()
        .from(personas)
        .where(inArray(personas.resourceId, [...ids]))
    : [];
  const stored = new Map(rows.map(({ resourceId, ...profile }) => [resourceId, profile]));
  return new Map(ids.map((id) => [id, stored.get(id) ?? DEFAULT_PERSONA_PROFILE]));
}

/** The personality answers of some personas, each in its order. */
export async function answersOf(db: Database, ids: readonly string[]): Promise<Map<string, PersonaAnswer[]>> {
  const answers = new Map<string, PersonaAnswer[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return answers;
  const rows = await db
    .select()
    .from(personaAnswers)
    .where(inArray(personaAnswers.personaId, [...ids]))
    .orderBy(asc(personaAnswers.personaId), asc(personaAnswers.position));
  for (const { personaId, question, similarQuestions, answer } of rows) {
    answers.get(personaId)?.push({ question, similarQuestions, answer });
  }
  return answers;
}

async function personaDetails(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<PersonaDetail[]> {
  const rows = await settingRows(access, 'PERSONA', where, page);
  const ids = rows.map((row) => row.id);
  const [profiles, answers] = await Promise.all([profilesOf(access.db, ids), answersOf(access.db, ids)]);
  return rows.map((row) => {
    const own = answers.get(row.id) ?? [];
    return {
      ...row,
      profile: profiles.get(row.id) ?? DEFAULT_PERSONA_PROFILE,
      answers: own,
      answerCount: own.length,
    };
  });
}

export async function personaSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<PersonaSummary[]> {
  return (await personaDetails(access, where, page)).map(({ answers: _answers, ...summary }) => summary);
}

export async function readPersona(access: ResourceAccess, id: string): Promise<PersonaDetail> {
  const [detail] = await personaDetails(access, eq(personalResources.id, id));
  if (!detail) throw notFound(PERSONA_MSG.notFound);
  return detail;
}
