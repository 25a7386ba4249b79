import type { MatchedThing, RunnerUp } from '../../shared/api/test-chat';
import { formatProjectID, projectPath } from '../project/project-id';

/**
 * Where the operator goes to fix what matched: the pair in its library (the library screen opens
 * the pair named by `pair`), the intent, the device persona, or 个性兜底 (where the project's fallback sets are).
 */
export function matchedLink(projectID: string, matched: MatchedThing): string {
  const project = projectPath(projectID);
  if (matched.kind === 'qa') {
    const library = encodeURIComponent(formatProjectID(matched.libraryId, matched.libraryName));
    return `${project}/aq-library/${library}?pair=${encodeURIComponent(matched.pairId)}`;
  }
  if (matched.kind === 'intent') {
    return `${project}/intent-management/${encodeURIComponent(formatProjectID(matched.intentId, matched.intentName))}`;
  }
  if (matched.kind === 'persona') {
    return `${project}/robot-setting/${encodeURIComponent(formatProjectID(matched.personaId, matched.personaName))}`;
  }
  return `${project}/reveal`;
}

/** A runner-up's own screen: its pair in its library, or its intent. */
export function runnerUpLink(projectID: string, runner: RunnerUp): string {
  return runner.kind === 'qa'
    ? matchedLink(projectID, {
        kind: 'qa',
        pairId: runner.id,
        libraryId: runner.libraryId ?? '',
        libraryName: runner.libraryName ?? '',
        question: runner.title,
        matchedQuestion: runner.title,
      })
    : matchedLink(projectID, {
        kind: 'intent',
        intentId: runner.id,
        intentName: runner.title,
        example: '',
        slots: [],
        missingSlot: null,
        actionId: null,
      });
}
