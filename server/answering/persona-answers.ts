import { and, eq } from 'drizzle-orm';
import type { MatchAnswer } from '../../src/shared/api/test-chat';
import type { Database } from '../db/database';
import { devices, personalResources } from '../db/schema';
import { notFound } from '../http/api-error';
import { resolveSetting } from '../manager/device-settings/resolve-setting';
import { enabledTargets } from '../manager/device-settings/setting-targets';
import { answersOf, profilesOf } from '../manager/robot-setting/persona-summary';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../matcher/knowledge-index';
import type { SnapshotPair } from '../matcher/knowledge-snapshot';
import { firstTurns, type MatchOptions, matchQuestion } from '../matcher/match-question';
import { projectMatchers } from './project-matchers';

/** Whose persona answers: the asking robot's, one the test chat picked, or the project default's. */
export type PersonaChoice = { deviceId: string } | { personaId: string } | 'projectDefault';

interface Persona {
  id: string;
  name: string;
  version: string;
}

/** Built indexes of personas, by id and version; a handful per project is plenty. */
const KEPT_INDEXES = 200;
const indexes = new Map<string, { version: string; index: KnowledgeIndex }>();

const textAnswer = (text: string) => [{ text, media: null, page: null }];

/** A persona's answers as the matcher's pairs; its self-introduction answers 介绍一下你自己. */
async function personaPairs(db: Database, persona: Persona): Promise<SnapshotPair[]> {
  const [profiles, answers] = await Promise.all([profilesOf(db, [persona.id]), answersOf(db, [persona.id])]);
  const introduction = profiles.get(persona.id)?.introduction ?? '';
  const pairs = (answers.get(persona.id) ?? []).map((answer, position) => ({
    id: `${persona.id}:${position}`,
    libraryId: persona.id,
    libraryName: persona.name,
    question: answer.question,
    similarQuestions: answer.similarQuestions,
    answers: textAnswer(answer.answer),
  }));
  if (introduction) {
    pairs.push({
      id: `${persona.id}:introduction`,
      libraryId: persona.id,
      libraryName: persona.name,
      question: '介绍一下你自己',
      similarQuestions: ['做个自我介绍', '自我介绍一下'],
      answers: textAnswer(introduction),
    });
  }
  return pairs;
}

async function indexOf(db: Database, persona: Persona): Promise<KnowledgeIndex> {
  const kept = indexes.get(persona.id);
  if (kept?.version === persona.version) return kept.index;
  const pairs = await personaPairs(db, persona);
  const index = buildKnowledgeIndex({ pairs, intents: [], entries: [], fallback: null });
  indexes.delete(persona.id);
  indexes.set(persona.id, { version: persona.version, index });
  for (const oldest of indexes.keys()) {
    if (indexes.size <= KEPT_INDEXES) break;
    indexes.delete(oldest);
  }
  return index;
}

/** The enabled persona `choice` names in the project, or null when none applies. */
async function personaOf(db: Database, projectId: string, choice: PersonaChoice): Promise<Persona | null> {
  let id: string | undefined;
  if (typeof choice === 'object' && 'personaId' in choice) id = choice.personaId;
  else {
    const [candidates, [device]] = await Promise.all([
      enabledTargets(db, projectId, 'PERSONA'),
      choice === 'projectDefault'
        ? [undefined]
        : db
            .select({ id: devices.id, tags: devices.tags })
            .from(devices)
            .where(eq(devices.id, choice.deviceId)),
    ]);
    id = resolveSetting(candidates, device ?? { id: '', tags: [] })?.id;
  }
  if (!id) return null;
  const [row] = await db
    .select({
      id: personalResources.id,
      name: personalResources.name,
      updatedAt: personalResources.updatedAt,
    })
    .from(personalResources)
    .where(
      and(
        eq(personalResources.id, id),
        eq(personalResources.projectId, projectId),
        eq(personalResources.kind, 'PERSONA'),
        personalResources.enabled,
      ),
    );
  return row ? { id: row.id, name: row.name, version: row.updatedAt.toISOString() } : null;
}

/** A persona the test chat picked must be one of the project's (and enabled): else 设备人设不存在. */
export async function requirePersonaOfProject(
  db: Database,
  projectId: string,
  personaId: string,
): Promise<void> {
  if (!(await personaOf(db, projectId, { personaId }))) throw notFound('设备人设不存在');
}

/**
 * The project's answer, with the persona's personality answers (你是谁, 你几岁了…) before the
 * fallback: what the project's knowledge answers stands; where it would fall back, the persona's
 * answers are matched (the same matcher, over the persona's questions alone) and a confident one
 * answers instead. A library's own test chat asks the library alone, without the persona.
 */
export async function answerWithPersona(
  db: Database,
  projectId: string,
  question: string,
  options: Omit<MatchOptions, 'turns'>,
  choice: PersonaChoice,
): Promise<MatchAnswer> {
  const answer = await projectMatchers(db).answer(projectId, question, options);
  if (!answer.unknown || options.libraryId) return answer;
  const persona = await personaOf(db, projectId, choice);
  if (!persona) return answer;
  const own = matchQuestion(await indexOf(db, persona), question, { turns: firstTurns() });
  if (own.unknown || own.matched.kind !== 'qa') return answer;
  const { question: asked, matchedQuestion } = own.matched;
  return {
    ...own,
    matched: {
      kind: 'persona',
      personaId: persona.id,
      personaName: persona.name,
      question: asked,
      matchedQuestion,
    },
    runnersUp: [],
    pending: null,
  };
}
