import type { MarkSuggestion } from '../../../src/shared/api/operation';
import { projectMatchers } from '../../answering/project-matchers';
import type { Database } from '../../db/database';
import type { KnowledgeIndex } from '../../matcher/knowledge-index';
import { firstTurns, matchQuestion } from '../../matcher/match-question';
import { suggestQuestions } from '../qa/qa-suggest';
import type { FollowUp } from './visitor-follow-ups';

/** A pair close to a question by its words: a suggestion before what visitors did is known. */
type ClosePair = Omit<MarkSuggestion, 'followedBy'>;

/** Suggestions shown per group. */
const SUGGESTIONS_PER_GROUP = 3;
/** A candidate of the matcher below this came nowhere near. */
const MATCHER_FLOOR = 0.2;

/**
 * What the project's matcher makes of the question: the pair it answered or fell back from and
 * its runners-up, with their scores. It reads the question as the robots do (synonyms, the
 * project's dictionaries, sound-alikes), so 礼拜一开不开门 finds 周一开放吗.
 */
function matcherSuggestions(index: KnowledgeIndex, question: string): ClosePair[] {
  // Turns of its own: a suggestion must not move on which answer the robots give next.
  const answer = matchQuestion(index, question, { turns: firstTurns() });
  const matched: ClosePair[] =
    answer.matched.kind === 'qa'
      ? [
          {
            pairId: answer.matched.pairId,
            libraryName: answer.matched.libraryName,
            question: answer.matched.question,
            score: answer.score,
          },
        ]
      : [];
  const runnersUp = answer.runnersUp.flatMap((runner): ClosePair[] =>
    runner.kind === 'qa'
      ? [
          {
            pairId: runner.id,
            libraryName: runner.libraryName ?? '',
            question: runner.title,
            score: runner.score,
          },
        ]
      : [],
  );
  return [...matched, ...runnersUp].filter((suggestion) => suggestion.score >= MATCHER_FLOOR);
}

/** The pairs of the project's enabled libraries that share most of the question's pieces. */
async function keywordSuggestions(
  db: Database,
  libraries: { id: string; name: string }[],
  question: string,
): Promise<ClosePair[]> {
  const perLibrary = await Promise.all(
    libraries.map(async (library) =>
      (await suggestQuestions(db, library.id, question, undefined)).map((suggestion) => ({
        pairId: suggestion.id,
        libraryName: library.name,
        question: suggestion.question,
        score: suggestion.score,
      })),
    ),
  );
  return perLibrary.flat().sort((a, b) => b.score - a.score);
}

/**
 * What offers the pairs a group of 问答标注 may mark its question as, best first: the pairs that
 * answered visitors right after they asked it (what they meant, by what they did), then the
 * matcher's, then those sharing most of its words (a pair the matcher ranks low can still be the
 * one meant). The project's matcher index is fetched once for the page's groups.
 */
export async function markSuggester(
  db: Database,
  projectId: string,
  libraries: { id: string; name: string }[],
): Promise<(question: string, followUps: readonly FollowUp[]) => Promise<MarkSuggestion[]>> {
  if (libraries.length === 0) return async () => [];
  const index = await projectMatchers(db).index(projectId);
  return async (question, followUps) => {
    const close = [
      ...matcherSuggestions(index, question),
      ...(await keywordSuggestions(db, libraries, question)),
    ];
    const offered = new Map<string, MarkSuggestion>();
    for (const { visitors, ...pair } of followUps) {
      const score = close.find((suggestion) => suggestion.pairId === pair.pairId)?.score ?? 0;
      offered.set(pair.pairId, { ...pair, score, followedBy: visitors });
    }
    for (const suggestion of close)
      if (!offered.has(suggestion.pairId)) offered.set(suggestion.pairId, { ...suggestion, followedBy: 0 });
    return [...offered.values()].slice(0, SUGGESTIONS_PER_GROUP);
  };
}
