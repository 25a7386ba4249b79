import type { AnswerMatchBody } from '../../src/shared/scene-flow/answer-match';
import type { Database } from '../db/database';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../matcher/knowledge-index';
import { firstTurns, matchQuestion } from '../matcher/match-question';
import { projectMatchers } from './project-matchers';

/** Branch sets kept per project index: a scene's asks are answered again and again. */
const KEPT_ASKS = 50;

const askIndexes = new WeakMap<KnowledgeIndex, Map<string, KnowledgeIndex>>();

/**
 * An ask's branches as a tiny library of the project's matcher: each branch a pair whose
 * questions are its examples, read with the project's dictionaries (its synonyms and slot words).
 */
function askIndexOf(project: KnowledgeIndex, branches: AnswerMatchBody['branches']): KnowledgeIndex {
  const kept = askIndexes.get(project) ?? new Map<string, KnowledgeIndex>();
  askIndexes.set(project, kept);
  const key = JSON.stringify(branches);
  const known = kept.get(key);
  if (known) return known;
  const index = buildKnowledgeIndex({
    pairs: branches.map(({ id, examples: [first, ...others] }) => ({
      id,
      libraryId: '',
      libraryName: '',
      question: first,
      similarQuestions: others,
      answers: [{ text: '', media: null, page: null }],
    })),
    intents: [],
    entries: project.snapshot.entries,
    fallback: null,
  });
  kept.set(key, index);
  if (kept.size > KEPT_ASKS) kept.delete(kept.keys().next().value as string);
  return index;
}

/**
 * The branch a visitor's answer takes, by the project's matcher: the branch of the example it
 * matches best, or null (the fallback) when nothing reaches the matcher's threshold.
 */
export async function matchBranch(
  db: Database,
  projectId: string,
  body: AnswerMatchBody,
): Promise<string | null> {
  const project = await projectMatchers(db).index(projectId);
  const verdict = matchQuestion(askIndexOf(project, body.branches), body.answer, { turns: firstTurns() });
  return verdict.matched.kind === 'qa' ? verdict.matched.pairId : null;
}
