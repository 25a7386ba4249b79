import type { AnswerContent } from '../../src/shared/api/test-chat';
import type { FallbackSetForPick } from '../../src/shared/fallback/pick-fallback';
import type { DictionaryEntryWords } from './dictionary-scanner';

/**
 * Everything a project's robots answer from, read from the Q&A library, the intents, the
 * dictionaries and the fallback answers (load-knowledge.ts), in the shape the matcher needs.
 * Only what is enabled is in it.
 */
export interface KnowledgeSnapshot {
  pairs: SnapshotPair[];
  intents: SnapshotIntent[];
  entries: DictionaryEntryWords[];
  /** The project's active fallback set (个性兜底), or null when it has none. */
  fallback: ProjectFallback | null;
}

export interface SnapshotPair {
  id: string;
  libraryId: string;
  libraryName: string;
  question: string;
  similarQuestions: string[];
  /** One or more; the robot says them in turn. */
  answers: AnswerContent[];
}

/** A span of an example utterance bound to a slot: [start, end) of the example's text. */
export interface ExampleSlotSpan {
  start: number;
  end: number;
  slot: string;
}

export interface SnapshotIntent {
  id: string;
  name: string;
  examples: { text: string; spans: ExampleSlotSpan[] }[];
  slots: SnapshotSlot[];
  /** What the robot says once the required slots are filled; `{slot name}` is replaced by its value. */
  reply: AnswerContent;
  actionId: string | null;
}

export interface SnapshotSlot {
  name: string;
  dictionaryId: string;
  required: boolean;
  /** Asked when a required slot is missing (此槽位的追问). */
  followUp: string;
}

export type ProjectFallback = FallbackSetForPick & { id: string };
