import type { MatchAnswer } from '../../src/shared/api/test-chat';
import type { Database } from '../db/database';
import { buildKnowledgeIndexInSlices, type KnowledgeIndex } from '../matcher/knowledge-index';
import type { KnowledgeSnapshot } from '../matcher/knowledge-snapshot';
import { type AnswerTurns, firstTurns, type MatchOptions, matchQuestion } from '../matcher/match-question';
import { TermsMemo } from '../matcher/terms-memo';
import { loadKnowledge } from './knowledge-loader';
import { knowledgeVersion } from './knowledge-version';

interface ProjectEntry {
  version: string;
  /** When the version was last read, and the write epoch then (see knowledgeMayHaveChanged). */
  checkedAt: number;
  epoch: number;
  index: Promise<KnowledgeIndex>;
  turns: AnswerTurns;
  memo: TermsMemo;
}

export interface KnowledgeSource {
  version(db: Database, projectId: string): Promise<string>;
  load(db: Database, projectId: string): Promise<KnowledgeSnapshot>;
}

const FROM_DATABASE: KnowledgeSource = { version: knowledgeVersion, load: loadKnowledge };

/** How many projects' indexes are kept; the least recently asked is dropped first. */
const KEPT_PROJECTS = 100;

/**
 * How long a version read stands while this server wrote nothing: another server instance's
 * edit is answered from within this long; this instance's own edits at once.
 */
const RECHECK_MS = 1_000;

/**
 * The matcher of every project, one index per project kept between questions. Each question
 * first reads the project's knowledge version (one cheap query); a new version builds a new
 * index, shared by the questions waiting for it; the stored questions' terms are kept across
 * rebuilds, so an edit re-reads only what changed. Turns (which answer of several comes next,
 * the fallback set's turn) belong to the project and survive a rebuild.
 */
export class ProjectMatchers {
  private readonly projects = new Map<string, ProjectEntry>();
  private epoch = 0;

  constructor(
    private readonly db: Database,
    private readonly source: KnowledgeSource = FROM_DATABASE,
    private readonly kept = KEPT_PROJECTS,
    private readonly recheckMs = RECHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A console call of this server changed something: every project reads its version again. */
  knowledgeMayHaveChanged(): void {
    this.epoch++;
  }

  async answer(
    projectId: string,
    question: string,
    options: Omit<MatchOptions, 'turns'> = {},
  ): Promise<MatchAnswer> {
    const entry = await this.entryOf(projectId);
    const index = await entry.index;
    return matchQuestion(index, question, { ...options, turns: entry.turns });
  }

  /** The project's current index: its dictionaries also read a scene's ask answers (branch-answers.ts). */
  async index(projectId: string): Promise<KnowledgeIndex> {
    return (await this.entryOf(projectId)).index;
  }

  private async entryOf(projectId: string): Promise<ProjectEntry> {
    const fresh = this.projects.get(projectId);
    if (fresh && fresh.epoch === this.epoch && this.now() - fresh.checkedAt < this.recheckMs) return fresh;
    const [epoch, checkedAt] = [this.epoch, this.now()];
    const version = await this.source.version(this.db, projectId);
    const known = this.projects.get(projectId);
    this.projects.delete(projectId);
    if (known && known.version === version) {
      Object.assign(known, { epoch, checkedAt });
      this.projects.set(projectId, known);
      return known;
    }
    const memo = known?.memo ?? new TermsMemo();
    const entry: ProjectEntry = {
      version,
      checkedAt,
      epoch,
      index: this.source
        .load(this.db, projectId)
        .then((snapshot) => buildKnowledgeIndexInSlices(snapshot, memo)),
      turns: known?.turns ?? firstTurns(),
      memo,
    };
    // A failed load is not kept: the next question tries again.
    entry.index.catch(() => {
      if (this.projects.get(projectId) === entry) this.projects.delete(projectId);
    });
    this.projects.set(projectId, entry);
    for (const oldest of this.projects.keys()) {
      if (this.projects.size <= this.kept) break;
      this.projects.delete(oldest);
    }
    return entry;
  }
}

const perDatabase = new WeakMap<Database, ProjectMatchers>();

/** The one ProjectMatchers of a database, shared by the console's test chat and the robots' ask call. */
export function projectMatchers(db: Database): ProjectMatchers {
  let matchers = perDatabase.get(db);
  if (!matchers) {
    matchers = new ProjectMatchers(db);
    perDatabase.set(db, matchers);
  }
  return matchers;
}
